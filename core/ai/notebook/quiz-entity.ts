import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../db/entity';

/**
 * A quiz the tutor wrote for a page (studio output QUIZ), stored so it can be answered later
 * and scored on the server. Keyed by quiz id alone: answering is one GetItem; a page delete
 * sweeps a page's quizzes (core/notebook/delete.ts, through sweep.ts). The person's data:
 * exported, and deleted with the account.
 */
export const Quizzes = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookQuiz', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          quizId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          questions: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                question: { type: 'string', required: true },
                options: { type: 'list', items: { type: 'string' }, required: true },
                answerIndex: { type: 'number', required: true },
                explanation: { type: 'string' },
              },
            },
          },
          attempts: { type: 'number', required: true, default: 0 },
          bestPercent: { type: 'number' },
          lastPercent: { type: 'number' },
          /** The first passing attempt, which paid the quiz's XP: a quiz pays once in its life. */
          passedAt: { type: 'string' },
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['quizId'], template: 'NBQUIZ#${quizId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface QuizRow {
  quizId: string;
  pageId: string;
  questions: { question: string; options: string[]; answerIndex: number; explanation?: string }[];
  attempts: number;
  bestPercent?: number;
  lastPercent?: number;
  passedAt?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
