import { z } from 'zod';
import { getConfiguration, updateConfiguration } from '../../../configuration/service';
import { WIDGETS } from '../../../configuration/schema';
import { withCards } from './card';
import { configurationCards } from './cards/configuration';
import { commandTool } from './define';
import { defineTool } from './registry';

export const configurationTools = withCards(configurationCards, [
  defineTool({
    name: 'getUserConfiguration',
    kind: 'read',
    domains: [],
    description: `Read the person's settings: display name, phrase, theme, language, time zone, constance mode, XP decay strategy, tutorial flag and dashboard widgets (valid widget ids: ${WIDGETS.join(', ')}).`,
    schema: z.object({}),
    run: (ctx) => getConfiguration(ctx),
  }),
  commandTool(
    'updateUserConfiguration',
    'write',
    ['profile'],
    'Change some of the person’s settings; send only the fields to change. The widgets list replaces the whole dashboard, so read it first and send the full new list.',
    updateConfiguration,
    // Settings the person changes back on their own screen.
    { approval: 'never' },
  ),
]);
