import { AppError, isAppError } from '../errors';
import { resolveByName } from '../util/resolve';
import type { RoutineRow, SectionRow } from './entity';

/** A section by id or name (util/resolve.ts rules), refused on `path` with what exists. */
export function pickSection(row: RoutineRow, ref: string, path: string): SectionRow {
  const named = row.sections.map((s) => ({ id: s.sectionId, name: s.name, section: s }));
  try {
    return resolveByName(named, ref, 'section').section;
  } catch (err) {
    if (!isAppError(err)) throw err;
    throw new AppError(err.code, `Routine "${row.name}": ${err.message}`, { ...err.details, fields: [{ path, message: err.message }] });
  }
}

/** Fields that only make sense for one routine type, refused together. */
export function refuseFields(fields: [string, unknown][], why: string): void {
  const given = fields.filter(([, v]) => v !== undefined);
  if (given.length) throw AppError.validation(given.map(([path]) => ({ path, message: why })), why);
}
