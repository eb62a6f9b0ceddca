/**
 * The approval card's summary in the person's language (SPEC: every string a person reads
 * exists in English and Brazilian Portuguese): a person who set their app to Portuguese over
 * REST reads what the agent asks in Portuguese, their own names kept as they wrote them.
 * First through real turns (the real chain on the wire-level simulator, real HTTP and SSE,
 * DynamoDB Local): a delete, a routine change, a schedule's data policy, a study cycle. Then
 * every other gated tool's summary as the registry asks for it, with the turn's language on
 * the tool context.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import { isDataPolicy, type ToolContext } from '../../../core/ai/agent/tools/registry';
import { SUMMARY_MAX } from '../../../core/ai/agent/tools/summary-text';
import type { Ctx } from '../../../core/context';
import { pinMicroTask } from '../../../core/focus/edit';
import { addMicroTask } from '../../../core/focus/service';
import { toolCall } from '../../support/provider-sim';
import { agentSuite } from '../../support/agent-suite';
import { clockedApi, planned, tokenClient } from '../day/helpers';
import { page, student, type Student } from '../notebook/helpers';

const { sim, chain, api } = await agentSuite();

type Card = Extract<AgentEvent, { event: 'approval_required' }>;

/** A person whose app language is set over REST, as the settings screen sets it. */
async function person(language: 'en' | 'pt'): Promise<Student> {
  const s = await student(api);
  expect((await s.ok('PATCH', '/me/configuration', { language })).language).toBe(language);
  return s;
}

/** One turn whose model makes `call`: the summary of the card the stream ends with. */
async function card(s: Student, name: string, args: Record<string, unknown>): Promise<string> {
  const chatId = await api.newChat(s.token);
  sim.script('mistral', toolCall(name, args));
  const res = await api.stream(s.token, chatId, { message: 'faça isso' });
  const last = res.all.at(-1) as Card;
  expect(last.event, JSON.stringify(last)).toBe('approval_required');
  expect(last.data.name).toBe(name);
  // The chat shows the same card when reopened.
  expect((await s.ok('GET', `/ai/agent/chats/${chatId}`)).awaitingApproval.summary).toBe(last.data.summary);
  return last.data.summary;
}

describe('approval cards in Portuguese, through real turns', () => {
  it('a delete speaks the language the person chose, and switches with it', async () => {
    const s = await person('en');
    const habit = await s.ok('POST', '/habits', { name: 'Ler' });
    expect(await card(s, 'deleteUserHabit', { id: habit.id })).toBe("Delete the habit 'Ler'");
    await s.ok('PATCH', '/me/configuration', { language: 'pt' });
    expect(await card(s, 'deleteUserHabit', { id: habit.id })).toBe("Apagar o hábito 'Ler'");
  });

  it('a routine change, the schedule policy and a study cycle', async () => {
    const s = await person('pt');
    const [ler, correr] = [await s.ok('POST', '/habits', { name: 'Ler' }), await s.ok('POST', '/habits', { name: 'Correr' })];
    const dia = await s.ok('POST', '/routines', {
      name: 'Dia',
      sections: [
        { name: 'Manhã', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: ler.id }] },
        { name: 'Noite', startTime: '18:00', endTime: '23:00', items: [{ type: 'habit', id: correr.id }] },
      ],
    });
    expect(await card(s, 'patchUserRoutine', { id: dia.id, ops: [{ op: 'removeSection', section: 'Noite' }] })).toBe("Remover a seção 'Noite' (1 item) da rotina 'Dia'");

    await s.ok('POST', '/schedules', { routineId: dia.id, days: ['segunda', 'terça'] });
    const fds = await s.ok('POST', '/routines', { name: 'Fim de semana', sections: [] });
    expect(await card(s, 'createUserSchedule', { routineId: fds.id, days: ['monday', 'tuesday'] })).toBe(
      "Passar segunda e terça para 'Fim de semana', tirando esses dias de 'Dia' ('Dia' fica sem nenhum dia)",
    );
    expect(await card(s, 'createUserSchedule', { routineId: fds.id, days: ['terça', 'sábado'] })).toBe("Passar terça e sábado para 'Fim de semana', tirando terça de 'Dia'");

    await page(s, 'Francês');
    await s.ok('POST', '/study/cycles', { name: 'Prova', days: { monday: { minutes: 60 } }, subjects: [{ pageId: 'Francês', importance: 3, mastery: 2 }] });
    for (const minutes of [20, 25]) await s.ok('POST', '/study/sessions', { pageId: 'Francês', minutes });
    expect(await card(s, 'deleteStudyCycle', { cycle: 'prova' })).toBe("Apagar o ciclo de estudo 'Prova' com as 2 sessões registradas nele");
  });
});

// The other summaries, asked as the registry asks (turn/open.ts puts the language on the context).
const { api: rest } = clockedApi(new Date('2026-11-29T12:00:00Z'));
const pt = (ctx: Ctx, sourceText = false): ToolContext => ({ ...ctx, chatId: 'cht_pt', language: 'pt', turn: { sourceText } });

/** One card line, in Portuguese. */
async function summary(name: string, ctx: Ctx, input: Record<string, unknown>): Promise<string> {
  const spec = AGENT_TOOLS.find((t) => t.name === name)!;
  const parsed = spec.schema.parse(input);
  const text = isDataPolicy(spec.approval) ? await spec.approval.ask(pt(ctx, true), parsed) : await spec.summary!(pt(ctx), parsed);
  expect(text).not.toBeNull();
  expect(text).not.toMatch(/\n/);
  expect(text!.length, text!).toBeLessThanOrEqual(SUMMARY_MAX);
  return text!;
}

describe('every other summary in Portuguese', () => {
  it('categories, tasks, goals and micro-tasks', async () => {
    const u = await tokenClient(rest);
    const cat = await u.ok('POST', '/categories', { name: 'Saúde', experience: 'INTERMEDIARY' });
    expect(await summary('deleteUserCategory', u.ctx, { id: cat.id })).toBe(`Apagar a categoria 'Saúde' e os ${cat.xp} XP dela`);

    const task = await u.ok('POST', '/tasks', { name: 'Ligar para a mãe' });
    expect(await summary('deleteUserTask', u.ctx, { id: task.id })).toBe("Apagar a tarefa 'Ligar para a mãe'");
    await u.ok('POST', '/routines', { name: 'Domingo', sections: [{ name: 'Meio-dia', startTime: '12:00', endTime: '13:00', items: [{ type: 'task', id: task.id }] }] });
    expect(await summary('deleteUserTask', u.ctx, { id: task.id })).toBe("Apagar a tarefa 'Ligar para a mãe' (está na rotina 'Domingo')");
    await u.ok('POST', '/routines', { type: 'LIST', name: 'Recados', items: [{ type: 'task', id: task.id }] });
    expect(await summary('deleteUserTask', u.ctx, { id: task.id })).toBe("Apagar a tarefa 'Ligar para a mãe' (está em 2 rotinas)");

    const goal = await u.ok('POST', '/goals', { name: 'Maratona', targetValue: 42 });
    await u.ok('POST', '/goals', { name: '10 km', targetValue: 10, parentId: goal.id });
    expect(await summary('deleteUserGoal', u.ctx, { id: goal.id })).toBe("Apagar a meta 'Maratona' (a submeta dela vira uma meta principal)");
    await u.ok('POST', '/goals', { name: '21 km', targetValue: 21, parentId: goal.id });
    expect(await summary('deleteUserGoal', u.ctx, { id: goal.id })).toBe("Apagar a meta 'Maratona' (as 2 submetas dela viram metas principais)");
    expect(await summary('completeUserGoal', u.ctx, { id: goal.id, completed: false })).toBe("Deixar a meta 'Maratona' não concluída (ela já está assim)");
    expect(await summary('completeUserGoal', u.ctx, { id: goal.id, completed: true })).toMatch(/^Marcar a meta 'Maratona' como concluída \(\+\d+ XP\)$/);

    const p = await planned(rest, [{ name: 'Ler' }]);
    const m = await addMicroTask(p.u.ctx, { entryId: p.groups[0], name: 'Alongar' });
    expect(await summary('deleteMicroTask', p.u.ctx, { id: m.id })).toBe("Apagar a micro-tarefa 'Alongar'");
    await pinMicroTask(p.u.ctx, { id: m.id, pinned: true });
    expect(await summary('deleteMicroTask', p.u.ctx, { id: m.id })).toBe("Apagar a micro-tarefa 'Alongar' (e o nome dela deixa de ficar fixado)");
  });

  it('routines and schedules', async () => {
    const p = await planned(rest, [{ name: 'Ler' }, { name: 'Correr' }]);
    const id = p.routine.id;
    const input = { id, name: 'Day', sections: [{ name: 'Morning', startTime: '06:00', endTime: '12:00', items: [{ type: 'habit', id: p.habits[0]!.id }] }] };
    expect(await summary('editUserRoutine', p.u.ctx, input)).toBe("Substituir a rotina 'Day' (2 seções, 2 itens) por 1 seção, 1 item (1 item removido)");
    const both = { id, ops: [{ op: 'removeSection', section: 'Morning' }, { op: 'removeSection', section: 'Evening' }] };
    expect(await summary('patchUserRoutine', p.u.ctx, both)).toBe("Remover as seções 'Morning' e 'Evening' (2 itens) da rotina 'Day'");
    const rescued = { id, ops: [{ op: 'moveItem', groupId: p.groups[1], section: 'Morning' }, { op: 'removeSection', section: 'Evening' }] };
    expect(await summary('patchUserRoutine', p.u.ctx, rescued)).toBe("Remover a seção 'Evening' (0 itens) da rotina 'Day', com mais 1 edição");
    expect(await summary('removeRoutineItem', p.u.ctx, { groupId: p.groups[0] })).toBe("Remover 'Ler' da rotina 'Day' (em 'Morning', 06:00–12:00)");
    expect(await summary('deleteUserRoutine', p.u.ctx, { id })).toBe("Apagar a rotina 'Day' com 2 itens");

    const list = await p.u.ok('POST', '/routines', { type: 'LIST', name: 'Tarefas', items: p.habits.map((h) => ({ type: 'habit', id: h.id })) });
    expect(await summary('editUserListRoutine', p.u.ctx, { id: list.id, name: 'Tarefas', items: [{ type: 'habit', id: p.habits[0]!.id }] })).toBe(
      "Substituir a rotina em lista 'Tarefas' (2 itens) por 1 item (1 item removido)",
    );

    const fds = await p.u.ok('POST', '/routines', { name: 'Fim de semana', sections: [] });
    const sched = await p.u.ok('POST', '/schedules', { routineId: fds.id, days: ['sábado', 'sunday'] });
    expect(await summary('updateUserSchedule', p.u.ctx, { id: sched.id, days: ['friday', 'Saturday'] })).toBe(
      "Mudar os dias de 'Fim de semana' de sábado e domingo para sexta e sábado (tirando sexta de 'Day')",
    );
    expect(await summary('deleteUserSchedule', p.u.ctx, { id: sched.id })).toBe("Desagendar a rotina 'Fim de semana' (sábado e domingo)");
  });

  it('the study board, study cycles and sessions', async () => {
    const s = await student(rest);
    const algebra = await page(s, 'Álgebra');
    const node = async (title: string) => (await s.ok('POST', `/notebook/pages/${algebra.id}/board/nodes`, { kind: 'SECTION', title })).id as string;
    const [base, provas] = [await node('Base'), await node('Provas')];
    await s.ok('POST', `/notebook/pages/${algebra.id}/board/edges`, { from: base, to: provas });
    expect(await summary('disconnectStudyNodes', s.ctx, { page: 'Álgebra', from: 'Base', to: 'Provas' })).toBe("Remover a ligação 'Base' → 'Provas' do quadro de 'Álgebra'");
    expect(await summary('removeStudyNode', s.ctx, { page: 'Álgebra', node: 'Base' })).toBe("Remover o nó 'Base' e a ligação dele do quadro de 'Álgebra'");

    for (const t of ['Francês', 'Alemão', 'Espanhol']) await page(s, t);
    const subjects = [{ pageId: 'Francês', importance: 3, mastery: 2 }, { pageId: 'Alemão', importance: 3, mastery: 2 }];
    const c = await s.ok('POST', '/study/cycles', { name: 'Idiomas', days: { monday: { minutes: 60 } }, subjects });
    const session = await s.ok('POST', '/study/sessions', { pageId: 'Alemão', minutes: 20, date: '2026-11-28' });
    const swap = { cycle: 'idiomas', subjects: [{ pageId: 'Francês' }, { pageId: 'Espanhol', importance: 2, mastery: 1 }] };
    expect(await summary('editStudyCycle', s.ctx, swap)).toBe("Alterar o ciclo de estudo 'Idiomas': remover a matéria 'Alemão' (perdendo 20 minutos creditados), adicionar 'Espanhol'");
    expect(await summary('editStudyCycle', s.ctx, { cycle: c.id, subjects: [{ pageId: 'Alemão' }, { pageId: 'Francês' }] })).toBe(
      "Alterar o ciclo de estudo 'Idiomas': manter as suas 2 matérias (nenhuma removida)",
    );
    expect(await summary('archiveStudyCycle', s.ctx, { cycle: c.id })).toBe("Arquivar o ciclo de estudo 'Idiomas' (o histórico dele é mantido)");
    expect(await summary('deleteStudySession', s.ctx, { id: session.id })).toBe("Apagar a sessão de 20 minutos de 'Alemão' registrada em 28/11/2026 (20 minutos saem de 'Idiomas')");
  });

  it('the memory notes after a source, cut to one card line as in English', async () => {
    const u = await tokenClient(rest);
    expect(await summary('updateChatContext', u.ctx, { context: 'Estuda francês às segundas.' })).toBe("Substituir minha nota desta conversa por: 'Estuda francês às segundas.'");
    const long = await summary('updateGlobalContext', u.ctx, { context: 'Gosta de correr de manhã. '.repeat(20) });
    expect(long).toMatch(/^Substituir minha nota sobre você \(lida em todas as conversas\) por: 'Gosta de correr de manhã\. .*…'$/);
  });
});

it('every tool that may ask has its Portuguese summary exercised above', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL(import.meta.url), 'utf8');
  const gated = AGENT_TOOLS.filter((t) => t.kind === 'write' && t.approval !== 'never').map((t) => t.name);
  expect(gated.filter((name) => !source.includes(`summary('${name}'`) && !source.includes(`card(s, '${name}'`))).toEqual([]);
});
