/**
 * The tools every step of a routed turn is offered, whatever the message says: findTools (the
 * way to any other tool) and the two memory notes, which the model writes when the person
 * tells it something about themselves — in any words, on any subject, which no router can
 * foresee (A6). Everything else is chosen per turn (router.ts).
 */
export const CORE_TOOLS = ['findTools', 'updateGlobalContext', 'updateChatContext'] as const;
