import { describe, expect, it } from 'vitest';
import { BOARD, BOARD_CELLS, COLOURS } from '../../../core/ideas/board';
import { signUp, testApi, type TestUser } from '../../support/http';

const api = testApi();
const create = (u: TestUser, body: unknown) => api.request('POST', '/quick-notes', { token: u.accessToken, body });
const board = async (u: TestUser) => (await api.request('GET', '/quick-notes', { token: u.accessToken })).body;
const cellAt = (i: number) => ({ row: Math.floor(i / BOARD.cols), col: i % BOARD.cols });

async function fill(u: TestUser, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await create(u, { text: `idea ${i}` })).body.id);
  return ids;
}

describe('the Ideas board (D8)', () => {
  it('puts each new note in the first free cell in reading order, yellow by default', async () => {
    const u = await signUp(api);
    const first = await create(u, { text: '  Paint the hallway green  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^qnt_/), text: 'Paint the hallway green', colour: 'yellow', cell: { row: 0, col: 0 } });
    const second = await create(u, { text: 'Learn the cello', colour: 'PURPLE' });
    expect(second.body).toMatchObject({ colour: 'purple', cell: { row: 0, col: 1 } });
    const list = await board(u);
    expect(list.board).toEqual({ rows: BOARD.rows, cols: BOARD.cols, colours: [...COLOURS] });
    expect(list.items.map((n: { text: string }) => n.text)).toEqual(['Paint the hallway green', 'Learn the cello']);
  });

  it('refuses an unknown colour listing the palette, and bad text, field by field', async () => {
    const u = await signUp(api);
    const res = await create(u, { text: '', colour: 'Magenta' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['colour', 'text']);
    const colour = res.body.error.fields.find((f: { path: string }) => f.path === 'colour');
    for (const c of COLOURS) expect(colour.message).toContain(c);
    expect((await board(u)).items).toEqual([]);
  });

  it('a full board refuses with BOARD_FULL; archiving frees a cell, which the next note takes', async () => {
    const u = await signUp(api);
    const ids = await fill(u, BOARD_CELLS);
    const full = await create(u, { text: 'one too many' });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: 'BOARD_FULL', message: expect.stringMatching(/archive/i) });
    const archived = await api.request('POST', `/quick-notes/${ids[8]}/archive`, { token: u.accessToken });
    expect(archived.body).toMatchObject({ cell: null, archivedAt: expect.any(String) });
    expect((await create(u, { text: 'fits now' })).body.cell).toEqual(cellAt(8));
    const restore = await api.request('POST', `/quick-notes/${ids[8]}/restore`, { token: u.accessToken });
    expect(restore.status).toBe(409);
    expect(restore.body.error.code).toBe('BOARD_FULL');
  });

  it('two notes created at once never share a cell', async () => {
    const u = await signUp(api);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(u, { text: `burst ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const cells = results.map((r) => r.body.cell.row * BOARD.cols + r.body.cell.col).sort((a, b) => a - b);
    expect(cells).toEqual([...Array(10).keys()]);
  });

  it('racing for the last free cell: exactly one wins, the others are told the board is full', async () => {
    const u = await signUp(api);
    await fill(u, BOARD_CELLS - 1);
    const results = await Promise.all([1, 2, 3].map((i) => create(u, { text: `last ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'BOARD_FULL')).toBe(true);
    expect((await board(u)).items).toHaveLength(BOARD_CELLS);
  });

  it('moves to a free cell (to the front), refuses a taken one, and refuses cells off the board', async () => {
    const u = await signUp(api);
    const [a, b] = await fill(u, 3);
    const moved = await api.request('POST', `/quick-notes/${a}/move`, { token: u.accessToken, body: { row: 3, col: 5 } });
    expect(moved.status).toBe(200);
    expect(moved.body.cell).toEqual({ row: 3, col: 5 });
    expect((await board(u)).items.map((n: { id: string }) => n.id).at(-1)).toBe(a);
    expect((await create(u, { text: 'takes the freed cell' })).body.cell).toEqual({ row: 0, col: 0 });
    const taken = await api.request('POST', `/quick-notes/${b}/move`, { token: u.accessToken, body: { row: 3, col: 5 } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', noteId: a });
    const off = await api.request('POST', `/quick-notes/${b}/move`, { token: u.accessToken, body: { row: BOARD.rows, col: -1 } });
    expect(off.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['col', 'row']);
    expect((await api.request('GET', `/quick-notes/${b}`, { token: u.accessToken })).body.cell).toEqual({ row: 0, col: 1 });
  });

  it('recolours and rewrites; archived notes leave the board and show in the archive; restore takes the first free cell', async () => {
    const u = await signUp(api);
    const [a, b] = await fill(u, 2);
    const edited = await api.request('PATCH', `/quick-notes/${b}`, { token: u.accessToken, body: { colour: 'Green', text: 'Rewritten' } });
    expect(edited.body).toMatchObject({ colour: 'green', text: 'Rewritten', cell: { row: 0, col: 1 } });
    expect((await api.request('PATCH', `/quick-notes/${b}`, { token: u.accessToken, body: {} })).status).toBe(400);
    await api.request('POST', `/quick-notes/${a}/archive`, { token: u.accessToken });
    expect((await board(u)).items.map((n: { id: string }) => n.id)).toEqual([b]);
    const archive = await api.request('GET', '/quick-notes?archived=true', { token: u.accessToken });
    expect(archive.body.items.map((n: { id: string }) => n.id)).toEqual([a]);
    const cantMove = await api.request('POST', `/quick-notes/${a}/move`, { token: u.accessToken, body: { row: 2, col: 2 } });
    expect(cantMove.status).toBe(409);
    const restored = await api.request('POST', `/quick-notes/${a}/restore`, { token: u.accessToken });
    expect(restored.body).toMatchObject({ cell: { row: 0, col: 0 }, archivedAt: null });
  });

  it('deletes a note and frees its cell', async () => {
    const u = await signUp(api);
    const [a] = await fill(u, 2);
    expect((await api.request('DELETE', `/quick-notes/${a}`, { token: u.accessToken })).status).toBe(204);
    expect((await api.request('GET', `/quick-notes/${a}`, { token: u.accessToken })).status).toBe(404);
    expect((await create(u, { text: 'again' })).body.cell).toEqual({ row: 0, col: 0 });
  });

  it('converts a note into a task through the task service, removing the note', async () => {
    const u = await signUp(api);
    const [a] = await fill(u, 1);
    await api.request('PATCH', `/quick-notes/${a}`, { token: u.accessToken, body: { text: 'Call the plumber' } });
    const res = await api.request('POST', `/quick-notes/${a}/convert-to-task`, { token: u.accessToken });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ noteId: a, task: { id: expect.stringMatching(/^tsk_/), name: 'Call the plumber' } });
    expect((await api.request('GET', `/tasks/${res.body.task.id}`, { token: u.accessToken })).body.name).toBe('Call the plumber');
    expect((await api.request('GET', `/quick-notes/${a}`, { token: u.accessToken })).status).toBe(404);
    expect((await create(u, { text: 'next' })).body.cell).toEqual({ row: 0, col: 0 });
    expect((await api.request('POST', `/quick-notes/${a}/convert-to-task`, { token: u.accessToken })).status).toBe(404);
  });

  it('a note too short for a task name is refused before anything is created', async () => {
    const u = await signUp(api);
    const { id } = (await create(u, { text: '?' })).body;
    const res = await api.request('POST', `/quick-notes/${id}/convert-to-task`, { token: u.accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['text']);
    expect((await api.request('GET', '/tasks', { token: u.accessToken })).body.items).toEqual([]);
    expect((await api.request('GET', `/quick-notes/${id}`, { token: u.accessToken })).status).toBe(200);
  });

  it('two conversions of one note at once make exactly one task', async () => {
    const u = await signUp(api);
    const [a] = await fill(u, 1);
    const results = await Promise.all([1, 2].map(() => api.request('POST', `/quick-notes/${a}/convert-to-task`, { token: u.accessToken })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await api.request('GET', '/tasks', { token: u.accessToken })).body.items).toHaveLength(1);
  });
});
