import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../../db/entity';

/**
 * A conversation with the agent, in the user's partition. `context` is the chat memory note
 * (A6, 1000 chars) written only by the model's `updateChatContext` tool. gsi1 lists a user's
 * chats by latest activity without a Scan.
 */
export const Chats = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'chat', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          context: { type: 'string' },
          createdAt: { type: 'string', required: true },
          lastActivityAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['chatId'], template: 'CHAT#${chatId}', casing: 'none' },
          },
          byActivity: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['userId'], template: 'CHATS#${userId}', casing: 'none' },
            sk: {
              field: 'gsi1sk',
              composite: ['lastActivityAt', 'chatId'],
              template: '${lastActivityAt}#${chatId}',
              casing: 'none',
            },
          },
        },
      },
      cfg,
    ),
);

/**
 * One message of a chat, stored as segments (text and tool), the same shape `done` carries.
 * Sorted under the chat by time-ordered id, so the window is a reverse Query with a limit.
 */
export const Messages = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'chatMessage', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
          messageId: { type: 'string', required: true },
          role: { type: ['user', 'assistant'] as const, required: true },
          segments: { type: 'any', required: true },
          /** `interrupted`: the provider cut the answer after output began (stored partial). */
          status: { type: ['complete', 'interrupted'] as const, default: 'complete' },
          /** The turn that wrote it (both its messages carry it): what a client resumes. */
          turnId: { type: 'string' },
          /** Which chain links answered (every step's, in order) and what it cost; operators' data, not the model's. */
          servedBy: { type: 'string' },
          /** The link and model that wrote the answer (its last step): shown under it. */
          servedLink: { type: 'string' },
          servedModel: { type: 'string' },
          tokensIn: { type: 'number' },
          tokensOut: { type: 'number' },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: {
              field: 'sk',
              composite: ['chatId', 'messageId'],
              template: 'CHATMSG#${chatId}#${messageId}',
              casing: 'none',
            },
          },
        },
      },
      cfg,
    ),
);
