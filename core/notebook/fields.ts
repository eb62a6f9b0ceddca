import { z } from 'zod';
import { PAGE_STATUSES } from './entity';

export const TITLE_MAX = 200;

/** How every notebook command names a page (D11): the REST path's id, or what the model says. */
export function pageRef(what = 'The page') {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(TITLE_MAX)
    .describe(`${what}: its id (nbp_…) or its exact title. A title shared by two pages is refused with both listed; never guess an id`);
}

export const PageRef = pageRef();

export const PageTitle = z.string().trim().min(1, 'Required').max(TITLE_MAX).describe(`The page title, 1–${TITLE_MAX} characters`);

export const Status = z.enum(PAGE_STATUSES).describe('TO_STUDY, STUDYING or DONE');
