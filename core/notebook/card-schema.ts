import { z } from 'zod';
import { idField } from '../util/fields';
import { pageFields } from '../util/page';
import { PageRef } from './fields';
import { RATINGS } from './fsrs';

export const CARD_SIDE_MAX = 2000;

const Side = (what: string) => z.string().trim().min(1, 'Required').max(CARD_SIDE_MAX).describe(`${what}, 1–${CARD_SIDE_MAX} characters`);

export const CardId = idField('flashcard', 'nbc_');

export const CreateCardInput = z.object({ page: PageRef, front: Side('The question side'), back: Side('The answer side') });

export const ListCardsInput = z.object({ page: PageRef, ...pageFields('nbc') });

export const EditCardInput = z
  .object({ id: CardId, front: Side('The question side').optional(), back: Side('The answer side').optional() })
  .refine((v) => v.front !== undefined || v.back !== undefined, { path: ['front'], message: 'Send front, back or both' });

export const CardIdInput = z.object({ id: CardId });

export const ReviewInput = z.object({
  id: CardId,
  rating: z.enum(RATINGS).describe('How well it was recalled: AGAIN (forgot), HARD, GOOD or EASY'),
});

export const DueCardsInput = z.object({ ...pageFields('nbc') });
