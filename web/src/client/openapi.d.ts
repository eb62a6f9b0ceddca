/**
 * GENERATED from the REST API's OpenAPI document (functions/http/openapi/**) by
 * `npm run gen:api-types`. Do not edit: change the route's zod schema and regenerate.
 * tests/unit/web/api-types.test.ts fails when this file and the document disagree.
 */
export interface paths {
    "/ai/agent/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List chats, newest activity first */
        get: operations["getAiAgentChats"];
        put?: never;
        /** Create a chat */
        post: operations["postAiAgentChats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat with its latest page of messages (`?before=` for older ones) */
        get: operations["getAiAgentChatsId"];
        put?: never;
        post?: never;
        /** Delete a chat */
        delete: operations["deleteAiAgentChatsId"];
        options?: never;
        head?: never;
        /** Rename a chat */
        patch: operations["patchAiAgentChatsId"];
        trace?: never;
    };
    "/ai/agent/chats/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop the chat's running turn (its stream ends with error CANCELLED) */
        post: operations["postAiAgentChatsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message: the turn streams back as Server-Sent Events */
        post: operations["postAiAgentChatsIdStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}/turns/{turnId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A turn: its status, segments and who served it */
        get: operations["getAiAgentChatsIdTurnsTurnId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}/turns/{turnId}/approvals/{approvalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer an approval card: the paused turn goes on in this stream */
        post: operations["postAiAgentChatsIdTurnsTurnIdApprovalsApprovalId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}/turns/{turnId}/calls/{callId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo what one tool call of a turn changed (its write card), same rules as the turn */
        post: operations["postAiAgentChatsIdTurnsTurnIdCallsCallIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}/turns/{turnId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replay a turn after event N (`Last-Event-ID` or `?after=`) and follow it live */
        get: operations["getAiAgentChatsIdTurnsTurnIdStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/chats/{id}/turns/{turnId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo everything a turn changed (7 days)
         * @description Every item the turn's tools created, changed or deleted goes back to its state before the turn, newest change first, all or nothing: an item changed since (by the person or another turn) answers 409 CONFLICT with `changed: [{ callId, label }]` and nothing changes, unless `skipChanged` is true. A check's XP and streaks go back through the uncheck. Repeating it is a no-op (`alreadyUndone`).
         */
        post: operations["postAiAgentChatsIdTurnsTurnIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's memory notes about the person */
        get: operations["getAiAgentMemory"];
        put?: never;
        post?: never;
        /** Forget the agent's memory notes */
        delete: operations["deleteAiAgentMemory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete every chat and memory note */
        post: operations["postAiAgentReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agent/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the agent runs on the offline simulator */
        get: operations["getAiAgentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/onboarding/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One wizard step's suggestions from the model */
        post: operations["postAiOnboardingStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/onboarding/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save what the person kept from a step (idempotent) */
        post: operations["postAiOnboardingAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the refresh token's session and cancel the person's running turns */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (ends the other sessions) */
        post: operations["postAuthPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a reset link (202 whether or not the address has an account) */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed link's token */
        post: operations["postAuthPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade a refresh token for a new pair (rotation) */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's signed-in sessions */
        get: operations["getAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one session */
        delete: operations["deleteAuthSessionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every other session */
        post: operations["postAuthSessionsEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's address and whether it is verified */
        get: operations["getAuthVerify"];
        put?: never;
        /** Verify the address with the emailed link's token */
        post: operations["postAuthVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification link again */
        post: operations["postAuthVerifyResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List categories */
        get: operations["getCategories"];
        put?: never;
        /** Create category */
        post: operations["postCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get category */
        get: operations["getCategoriesId"];
        put?: never;
        post?: never;
        /** Delete category */
        delete: operations["deleteCategoriesId"];
        options?: never;
        head?: never;
        /** Edit category */
        patch: operations["patchCategoriesId"];
        trace?: never;
    };
    "/constance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account streak, walked live */
        get: operations["getConstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/constance/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's day outcomes, week by week (the constance heatmap) */
        get: operations["getConstanceDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/daily-briefing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's daily briefing: numbers now, the narrative when ready */
        get: operations["getDailyBriefing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/daily-briefing/narrative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's narrative (poll while PENDING) */
        get: operations["getDailyBriefingNarrative"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/daily-briefing/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark today's briefing as seen */
        post: operations["postDailyBriefingSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The feedback the person sent */
        get: operations["getFeedback"];
        put?: never;
        /** Submit feedback */
        post: operations["postFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cycles */
        get: operations["getFocusCycles"];
        put?: never;
        /** Record cycle */
        post: operations["postFocusCycles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get focus day */
        get: operations["getFocusDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/entries/{entryId}/micro-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entry's micro-tasks (materialises pinned names onto it) */
        get: operations["getFocusEntriesEntryIdMicroTasks"];
        put?: never;
        /** Add a micro-task (a retry answers 200 with the same one) */
        post: operations["postFocusEntriesEntryIdMicroTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/entries/{entryId}/micro-tasks/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder an entry's micro-tasks */
        put: operations["putFocusEntriesEntryIdMicroTasksOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/micro-tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete micro task */
        delete: operations["deleteFocusMicroTasksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/micro-tasks/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pin micro task */
        post: operations["postFocusMicroTasksIdPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/focus/micro-tasks/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle micro task */
        post: operations["postFocusMicroTasksIdToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List goals */
        get: operations["getGoals"];
        put?: never;
        /** Create goal */
        post: operations["postGoals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get goal */
        get: operations["getGoalsId"];
        put?: never;
        post?: never;
        /** Delete goal */
        delete: operations["deleteGoalsId"];
        options?: never;
        head?: never;
        /** Edit goal */
        patch: operations["patchGoalsId"];
        trace?: never;
    };
    "/goals/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set goal archived */
        post: operations["postGoalsIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete goal */
        post: operations["postGoalsIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/decrease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decrease goal value */
        post: operations["postGoalsIdDecrease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/increase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Increase goal value */
        post: operations["postGoalsIdIncrease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move goal */
        post: operations["postGoalsIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set goal archived */
        post: operations["postGoalsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/habits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List habits */
        get: operations["getHabits"];
        put?: never;
        /** Create habit */
        post: operations["postHabits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/habits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get habit */
        get: operations["getHabitsId"];
        put?: never;
        post?: never;
        /** Delete habit */
        delete: operations["deleteHabitsId"];
        options?: never;
        head?: never;
        /** Edit habit */
        patch: operations["patchHabitsId"];
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /** Delete the account (204 when gone, 202 while its purge runs); tokens stop working at once */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's settings */
        get: operations["getMeConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update configuration */
        patch: operations["patchMeConfiguration"];
        trace?: never;
    };
    "/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every piece of the person's data: 303 to a short-lived link of the JSON document
         * @description A large account's document is written off the request: 202 with the running export (Retry-After: 2); the same request again answers 202 until it is finished, then the 303, once.
         */
        get: operations["getMeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User progress */
        get: operations["getMeProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mood": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List mood */
        get: operations["getMood"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mood/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get mood */
        get: operations["getMoodDate"];
        /** Put mood */
        put: operations["putMoodDate"];
        post?: never;
        /** Delete mood */
        delete: operations["deleteMoodDate"];
        options?: never;
        head?: never;
        /** Set mood level */
        patch: operations["patchMoodDate"];
        trace?: never;
    };
    "/notebook/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete card */
        delete: operations["deleteNotebookCardsId"];
        options?: never;
        head?: never;
        /** Edit card */
        patch: operations["patchNotebookCardsId"];
        trace?: never;
    };
    "/notebook/cards/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review card */
        post: operations["postNotebookCardsIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/cards/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Due cards */
        get: operations["getNotebookCardsDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create page */
        post: operations["postNotebookPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get page */
        get: operations["getNotebookPagesId"];
        put?: never;
        post?: never;
        /** Delete page */
        delete: operations["deleteNotebookPagesId"];
        options?: never;
        head?: never;
        /** Edit page */
        patch: operations["patchNotebookPagesId"];
        trace?: never;
    };
    "/notebook/pages/{id}/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask */
        post: operations["postNotebookPagesIdAsk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add block */
        post: operations["postNotebookPagesIdBlocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete block */
        delete: operations["deleteNotebookPagesIdBlocksBlockId"];
        options?: never;
        head?: never;
        /** Edit block */
        patch: operations["patchNotebookPagesIdBlocksBlockId"];
        trace?: never;
    };
    "/notebook/pages/{id}/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get board */
        get: operations["getNotebookPagesIdBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/board/edges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect nodes */
        post: operations["postNotebookPagesIdBoardEdges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/board/edges/{edgeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect nodes */
        delete: operations["deleteNotebookPagesIdBoardEdgesEdgeId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/board/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add node */
        post: operations["postNotebookPagesIdBoardNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/board/nodes/{nodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove node */
        delete: operations["deleteNotebookPagesIdBoardNodesNodeId"];
        options?: never;
        head?: never;
        /** Edit node */
        patch: operations["patchNotebookPagesIdBoardNodesNodeId"];
        trace?: never;
    };
    "/notebook/pages/{id}/board/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder board */
        put: operations["putNotebookPagesIdBoardOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/board/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest nodes */
        post: operations["postNotebookPagesIdBoardSuggestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cards */
        get: operations["getNotebookPagesIdCards"];
        put?: never;
        /** Create card */
        post: operations["postNotebookPagesIdCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/cards/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate cards */
        post: operations["postNotebookPagesIdCardsGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Explain */
        post: operations["postNotebookPagesIdExplain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add note */
        post: operations["postNotebookPagesIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Studio output */
        post: operations["postNotebookPagesIdOutputs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List quizzes */
        get: operations["getNotebookPagesIdQuizzes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/roadmap-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request roadmap */
        post: operations["postNotebookPagesIdRoadmapDrafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search sources */
        get: operations["getNotebookPagesIdSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sources */
        get: operations["getNotebookPagesIdSources"];
        put?: never;
        /** Add source */
        post: operations["postNotebookPagesIdSources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/sources/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Discover sources */
        post: operations["postNotebookPagesIdSourcesDiscover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/{id}/sources/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start upload */
        post: operations["postNotebookPagesIdSourcesUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/pages/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve page by title */
        get: operations["getNotebookPagesResolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/quizzes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get quiz */
        get: operations["getNotebookQuizzesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/quizzes/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer quiz */
        post: operations["postNotebookQuizzesIdAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/roadmap-drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get roadmap draft */
        get: operations["getNotebookRoadmapDraftsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete source */
        delete: operations["deleteNotebookSourcesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/sources/{id}/uploaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm upload */
        post: operations["postNotebookSourcesIdUploaded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notebook/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List topics */
        get: operations["getNotebookTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document (OpenAPI 3.1) */
        get: operations["getOpenapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy notice (HTML, English or Portuguese by `?lang=` or Accept-Language) */
        get: operations["getPrivacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quick-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List quick notes */
        get: operations["getQuickNotes"];
        put?: never;
        /** Create quick note */
        post: operations["postQuickNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quick-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get quick note */
        get: operations["getQuickNotesId"];
        put?: never;
        post?: never;
        /** Delete quick note */
        delete: operations["deleteQuickNotesId"];
        options?: never;
        head?: never;
        /** Edit quick note */
        patch: operations["patchQuickNotesId"];
        trace?: never;
    };
    "/quick-notes/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive quick note */
        post: operations["postQuickNotesIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quick-notes/{id}/convert-to-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert quick note to task */
        post: operations["postQuickNotesIdConvertToTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quick-notes/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move quick note */
        post: operations["postQuickNotesIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quick-notes/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore quick note */
        post: operations["postQuickNotesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List routines */
        get: operations["getRoutines"];
        put?: never;
        /** Create a DAILY routine, or a LIST routine with `"type": "LIST"` */
        post: operations["postRoutines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get routine */
        get: operations["getRoutinesId"];
        /** Replace a routine (the stored type picks the shape) */
        put: operations["putRoutinesId"];
        post?: never;
        /** Delete routine */
        delete: operations["deleteRoutinesId"];
        options?: never;
        head?: never;
        /** Patch routine */
        patch: operations["patchRoutinesId"];
        trace?: never;
    };
    "/routines/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a habit (`habitId`) or a task (`taskId`) to a routine */
        post: operations["postRoutinesIdItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routines/{id}/items/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove routine item */
        delete: operations["deleteRoutinesIdItemsGroupId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List schedules */
        get: operations["getSchedules"];
        put?: never;
        /** Create schedule */
        post: operations["postSchedules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete schedule */
        delete: operations["deleteSchedulesId"];
        options?: never;
        head?: never;
        /** Update schedule */
        patch: operations["patchSchedulesId"];
        trace?: never;
    };
    "/study/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cycles */
        get: operations["getStudyCycles"];
        put?: never;
        /** Create cycle */
        post: operations["postStudyCycles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/study/cycles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A study cycle (archived ones too) */
        get: operations["getStudyCyclesId"];
        put?: never;
        post?: never;
        /** Delete a study cycle */
        delete: operations["deleteStudyCyclesId"];
        options?: never;
        head?: never;
        /** Edit a study cycle */
        patch: operations["patchStudyCyclesId"];
        trace?: never;
    };
    "/study/cycles/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a study cycle */
        post: operations["postStudyCyclesIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/study/cycles/{id}/blocks/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit block */
        patch: operations["patchStudyCyclesIdBlocksN"];
        trace?: never;
    };
    "/study/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sessions */
        get: operations["getStudySessions"];
        put?: never;
        /** Log a study session (credits the running lap) */
        post: operations["postStudySessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/study/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete session */
        delete: operations["deleteStudySessionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/study/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Study today */
        get: operations["getStudyToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tasks */
        get: operations["getTasks"];
        put?: never;
        /** Create task */
        post: operations["postTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get task */
        get: operations["getTasksId"];
        put?: never;
        post?: never;
        /** Delete task */
        delete: operations["deleteTasksId"];
        options?: never;
        head?: never;
        /** Edit task */
        patch: operations["patchTasksId"];
        trace?: never;
    };
    "/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get today */
        get: operations["getToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/today/{groupId}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check item */
        post: operations["postTodayGroupIdCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/today/{groupId}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skip item */
        post: operations["postTodayGroupIdSkip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountDeleting: {
            status: string;
        };
        /** @description One Server-Sent Event of a turn: `id: <seq>`, `event: <event>`, `data: <json of data>` */
        AgentEvent: components["schemas"]["AgentEventTurn"] | components["schemas"]["AgentEventModel"] | components["schemas"]["AgentEventToken"] | components["schemas"]["AgentEventToolStarted"] | components["schemas"]["AgentEventToolFinished"] | components["schemas"]["AgentEventApprovalRequired"] | components["schemas"]["AgentEventDone"] | components["schemas"]["AgentEventError"];
        /** @description event: approval_required */
        AgentEventApprovalRequired: {
            data: {
                approvalId: string;
                callId: string;
                expiresAt: string;
                name: string;
                summary: string;
            };
            /** @constant */
            event: "approval_required";
        };
        /** @description event: done */
        AgentEventDone: {
            data: {
                messageId: string;
                segments: ({
                    text: string;
                    /** @constant */
                    type: "text";
                } | {
                    callId: string;
                    domains: ("habits" | "categories" | "tasks" | "goals" | "routines" | "focus" | "mood" | "notebook" | "quickNotes" | "studyCycles" | "profile")[];
                    /** @enum {string} */
                    kind: "read" | "write";
                    memory?: {
                        /** @enum {string} */
                        note: "global" | "chat";
                        text: string;
                    };
                    name: string;
                    ok: boolean;
                    /** @description What the write changed, in the server's words, then the model's stated purpose when given */
                    reason?: string;
                    /** @constant */
                    type: "tool";
                } | {
                    text: string;
                    /** @constant */
                    type: "diagram";
                })[];
                servedBy: {
                    link: string;
                    model: string;
                } | null;
                usage?: {
                    inputTokens: number;
                    outputTokens: number;
                    steps?: {
                        inputTokens: number;
                        link: string;
                        model: string;
                        outputTokens: number;
                    }[];
                };
            };
            /** @constant */
            event: "done";
        };
        /** @description event: error */
        AgentEventError: {
            data: {
                /** @enum {string} */
                code: "AI_UNAVAILABLE" | "AI_REFUSED" | "TRANSCRIPT_PERSIST_FAILED" | "RATE_LIMITED" | "TOO_MANY_STREAMS" | "INTERRUPTED" | "CANCELLED";
                message: string;
                retryAfterSeconds?: number;
            };
            /** @constant */
            event: "error";
        };
        /** @description event: model */
        AgentEventModel: {
            data: {
                link: string;
                model: string;
            };
            /** @constant */
            event: "model";
        };
        /** @description event: token */
        AgentEventToken: {
            data: {
                text: string;
            };
            /** @constant */
            event: "token";
        };
        /** @description event: tool_finished */
        AgentEventToolFinished: {
            data: {
                callId: string;
                domains: ("habits" | "categories" | "tasks" | "goals" | "routines" | "focus" | "mood" | "notebook" | "quickNotes" | "studyCycles" | "profile")[];
                memory?: {
                    /** @enum {string} */
                    note: "global" | "chat";
                    text: string;
                };
                name: string;
                ok: boolean;
                /** @description What the write changed, in the server's words, then the model's stated purpose when given; absent for reads and writes that changed nothing */
                reason?: string;
                segment?: {
                    text: string;
                    /** @constant */
                    type: "diagram";
                };
            };
            /** @constant */
            event: "tool_finished";
        };
        /** @description event: tool_started */
        AgentEventToolStarted: {
            data: {
                callId: string;
                /** @enum {string} */
                kind: "read" | "write";
                name: string;
            };
            /** @constant */
            event: "tool_started";
        };
        /** @description event: turn */
        AgentEventTurn: {
            data: {
                turnId: string;
                userMessageId: string;
            };
            /** @constant */
            event: "turn";
        };
        AgentMemory: {
            chats: {
                /** @description The chat's own memory note */
                context: string;
                id: string;
                title: string;
            }[];
            /** @description The memory note read in every chat */
            global: string | null;
        };
        AgentStatus: {
            links: string[];
            offline: boolean;
        };
        AuthSession: {
            /** @description Short-lived JWT: send as `Authorization: Bearer <accessToken>` */
            accessToken: string;
            /** @description Rotating: each refresh spends it; reusing a spent one revokes the whole family */
            refreshToken: string;
            user: components["schemas"]["AuthUser"];
        };
        AuthUser: {
            createdAt: string;
            displayName: string;
            email: string;
            emailVerified: boolean;
            id: string;
        };
        Board: {
            edges: components["schemas"]["BoardEdge"][];
            nodes: components["schemas"]["BoardNodeView"][];
            pageId: string;
            /** @enum {string} */
            status: "TO_STUDY" | "STUDYING" | "DONE";
        };
        BoardEdge: {
            /** @description Node id */
            from: string;
            id: string;
            /** @description Node id */
            to: string;
        };
        BoardNode: {
            cell: {
                col: number;
                row: number;
            };
            id: string;
            /** @enum {string} */
            kind: "PAGE" | "SECTION";
            /** @description The page a PAGE node stands for */
            pageId?: string;
            /**
             * @description The board's page status after the change
             * @enum {string}
             */
            pageStatus: "TO_STUDY" | "STUDYING" | "DONE";
            /** @enum {string} */
            status: "TO_STUDY" | "STUDYING" | "DONE";
            title: string;
            /** @description XP the change paid (0 when none) */
            xp: number;
        };
        BoardNodeView: {
            cell: {
                col: number;
                row: number;
            };
            id: string;
            /** @enum {string} */
            kind: "PAGE" | "SECTION";
            /** @description The page a PAGE node stands for */
            pageId?: string;
            /** @enum {string} */
            status: "TO_STUDY" | "STUDYING" | "DONE";
            title: string;
        };
        BoardSuggestions: {
            items: {
                /** @enum {string} */
                kind: "PAGE" | "SECTION";
                /** @description An existing page the node stands for */
                pageId?: string;
                title: string;
                why: string;
            }[];
        };
        Briefing: {
            date: string;
            narrative: components["schemas"]["BriefingNarrative"];
            seenAt: string | null;
            today: {
                bestStreak: number;
                currentStreak: number;
                /** @description Ending later, soonest first (at most 3) */
                goalsAhead: components["schemas"]["BriefingGoal"][];
                /** @description Ending within 14 days, soonest first (at most 3) */
                goalsApproaching: components["schemas"]["BriefingGoal"][];
                /** @description Closed days whose open items can still be checked late; null when none */
                recovery: {
                    days: {
                        date: string;
                        daysLeft: number;
                        openItems: number;
                        xpPercent: number;
                    }[];
                    soonestExpiryDays: number;
                } | null;
                scheduledItemCount: number;
            };
            yesterday: {
                complete: boolean;
                date: string;
                doneCount: number;
                /** @description Pomodoros completed */
                focusCycles: number;
                hadRoutine: boolean;
                moodLevel: number | null;
                openItems: {
                    groupId: string;
                    name: string;
                    /** @description What checking it now still pays (a late check) */
                    xpIfCheckedNow: number;
                }[];
                skippedCount: number;
                xpEarned: number;
            };
        };
        BriefingGoal: {
            daysLeft: number;
            id: string;
            name: string;
            /** @enum {string} */
            pace: "REACHED" | "OVERDUE" | "BEHIND" | "ON_TRACK";
            percent: number;
        };
        BriefingNarrative: {
            /** @enum {string} */
            status: "PENDING" | "READY" | "UNAVAILABLE";
            todayLines: string[];
            yesterdayLines: string[];
        };
        Card: {
            back: string;
            createdAt: string;
            difficulty: number;
            due: string;
            front: string;
            id: string;
            lapses: number;
            lastReview: string | null;
            pageId: string;
            reps: number;
            scheduledDays: number;
            stability: number;
            /**
             * @description FSRS scheduling state
             * @enum {string}
             */
            state: "New" | "Learning" | "Review" | "Relearning";
            updatedAt: string;
        };
        CardList: {
            items: components["schemas"]["Card"][];
            nextCursor: string | null;
        };
        CardReviewed: {
            card: components["schemas"]["Card"];
            /** @description XP the review paid (0 once the daily cap is reached) */
            xp: number;
        };
        Category: {
            createdAt: string;
            description: string;
            /** @enum {string} */
            experience: "BEGINNER" | "INTERMEDIARY" | "ADVANCED";
            icon: string | null;
            id: string;
            level: number;
            name: string;
            updatedAt: string;
            xp: number;
        };
        ChatCreated: {
            createdAt: string;
            id: string;
            title: string;
        };
        ChatList: {
            items: components["schemas"]["ChatSummary"][];
            nextCursor: string | null;
        };
        ChatSummary: {
            createdAt: string;
            id: string;
            lastActivityAt: string;
            title: string;
        };
        ChatView: {
            /** @description A tool call waiting for the person's yes, if any */
            awaitingApproval: {
                approvalId: string;
                callId: string;
                expiresAt: string;
                name: string;
                summary: string;
                turnId: string;
            } | null;
            /** @description The chat's memory note, if any */
            context: string | null;
            createdAt: string;
            id: string;
            lastActivityAt: string;
            messages: {
                createdAt: string;
                id: string;
                /** @enum {string} */
                role: "user" | "assistant";
                segments: ({
                    text: string;
                    /** @constant */
                    type: "text";
                } | {
                    callId: string;
                    domains: ("habits" | "categories" | "tasks" | "goals" | "routines" | "focus" | "mood" | "notebook" | "quickNotes" | "studyCycles" | "profile")[];
                    /** @enum {string} */
                    kind: "read" | "write";
                    memory?: {
                        /** @enum {string} */
                        note: "global" | "chat";
                        text: string;
                    };
                    name: string;
                    ok: boolean;
                    /** @description What the write changed, in the server's words, then the model's stated purpose when given */
                    reason?: string;
                    /** @constant */
                    type: "tool";
                } | {
                    text: string;
                    /** @constant */
                    type: "diagram";
                })[];
                servedBy?: {
                    link: string;
                    model: string;
                };
                /** @enum {string} */
                status?: "interrupted";
                turnId?: string;
            }[];
            /** @description Pass as `?before=` for older messages; null when there are none */
            olderCursor: string | null;
            /** @description A turn still streaming, if any */
            runningTurn: {
                turnId: string;
                userMessageId: string;
            } | null;
            title: string;
        };
        Citation: {
            /** @description The cited note block, for a note */
            blockId?: string;
            chunkId?: string;
            /** @enum {string} */
            kind: "source" | "note";
            /** @description The number the answer's text cites as [n] */
            n: number;
            quote: string;
            sourceId?: string;
        };
        CitedAnswer: {
            answer: string;
            citations: components["schemas"]["Citation"][];
        };
        Configuration: {
            /** @enum {string} */
            constanceMode: "ANY" | "COMPLETE";
            displayName: string;
            /** @enum {string} */
            language: "en" | "pt";
            phrase: string | null;
            phraseAuthor: string | null;
            /** @enum {string} */
            theme: "Sunset" | "beYou" | "beYouDark" | "Amethyst" | "Midnight" | "Cyberpunk" | "Mocha" | "Polar" | "Late Latte";
            timeZone: string;
            /** @enum {string} */
            timeZoneSource: "DEFAULT" | "DETECTED" | "EXPLICIT";
            tutorialCompleted: boolean;
            widgets: ("worstArea" | "constance" | "betterArea" | "dailyProgress" | "fastTips" | "levelProgress" | "categoryBalance" | "studyToday" | "constanceHeatmap" | "moodWeek" | "calendarToday")[];
            /** @enum {string} */
            xpDecayStrategy: "GRADUAL" | "FLAT" | "TIME_WINDOW";
        };
        Constance: {
            bestStreak: number;
            currentStreak: number;
            lastActiveDay: string | null;
            milestone: {
                next: number | null;
                reached: number | null;
            };
            /** @enum {string} */
            mode: "ANY" | "COMPLETE";
            /** @enum {string} */
            status: "ACTIVE" | "DORMANT" | "NONE";
            today: string;
        };
        ConstanceDays: {
            days: {
                date: string;
                /** @description What the day was for the account; null: not closed yet (today still open) or before the account */
                outcome: ("DONE" | "SKIPPED" | "NOT_SCHEDULED" | "NOT_IN_ROUTINE" | "MISSED") | null;
            }[];
            from: string;
            to: string;
        };
        EmailStatus: {
            email: string;
            undeliverable: boolean;
            verified: boolean;
        };
        EmailVerified: {
            /** @constant */
            verified: true;
        };
        /** @enum {string} */
        ErrorCode: "VALIDATION_FAILED" | "UNAUTHORIZED" | "NOT_FOUND" | "CONFLICT" | "AMBIGUOUS_NAME" | "BOARD_FULL" | "NOTEBOOK_NOTHING_TO_STUDY" | "AI_REFUSED" | "RATE_LIMITED" | "TOO_MANY_STREAMS" | "AI_UNAVAILABLE" | "INTERNAL";
        ErrorEnvelope: {
            error: {
                code: components["schemas"]["ErrorCode"];
                /** @description VALIDATION_FAILED: every failed field */
                fields?: {
                    message: string;
                    path: string;
                }[];
                /** @description Human text, safe to show */
                message: string;
                /** @description INTERNAL only: the reference to quote */
                requestId?: string;
            } & {
                [key: string]: unknown;
            };
        };
        ExportRunning: {
            /** @description The export job */
            id: string;
            /** @description When it began: the document's exportedAt */
            startedAt: string;
            /** @constant */
            status: "RUNNING";
        };
        Feedback: {
            createdAt: string;
            id: string;
            /** @enum {string} */
            kind: "BUG" | "IDEA" | "PRAISE" | "OTHER";
            /**
             * @description Sent from the app's form or through the assistant
             * @enum {string}
             */
            source: "app" | "assistant";
            text: string;
        };
        FeedbackList: {
            items: components["schemas"]["Feedback"][];
        };
        FocusCycle: {
            createdAt: string;
            date: string;
            endedAt: string;
            /** @description The routine entry (groupId) focused on, if any */
            entryId: string | null;
            id: string;
            minutes: number;
            /** @description The notebook page studied, if any */
            pageId: string | null;
            startedAt: string;
            studyCycleId: string | null;
            /** @enum {string} */
            type: "POMODORO" | "SHORT_BREAK" | "LONG_BREAK";
        };
        FocusCycleList: {
            items: components["schemas"]["FocusCycle"][];
            nextCursor: null;
        };
        FocusCycleRecorded: {
            /** @description False when the same cycle was already recorded (a retried request) */
            created: boolean;
            createdAt: string;
            date: string;
            endedAt: string;
            /** @description The routine entry (groupId) focused on, if any */
            entryId: string | null;
            id: string;
            minutes: number;
            /** @description The notebook page studied, if any */
            pageId: string | null;
            startedAt: string;
            studyCycleId: string | null;
            /** @enum {string} */
            type: "POMODORO" | "SHORT_BREAK" | "LONG_BREAK";
        };
        FocusDay: {
            cycles: components["schemas"]["FocusCycle"][];
            date: string;
            entries: {
                endTime: string | null;
                groupId: string;
                microTasks: components["schemas"]["MicroTask"][];
                name: string | null;
                section: string | null;
                startTime: string | null;
                status: ("checked" | "open" | "skipped") | null;
            }[];
            routine: {
                id: string;
                name: string;
            } | null;
        };
        GeneratedCards: {
            items: components["schemas"]["Card"][];
            /** @description Proposed cards not saved: their front is already on the page */
            skipped: number;
        };
        Goal: {
            archivedAt: string | null;
            categoryIds: string[];
            completedAt: string | null;
            createdAt: string;
            currentValue: number;
            description: string;
            endDate: string | null;
            icon: string | null;
            id: string;
            motivation: string;
            name: string;
            parentId: string | null;
            startDate: string;
            /** @enum {string} */
            status: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED";
            targetValue: number;
            /** @enum {string} */
            term: "SHORT" | "MEDIUM" | "LONG";
            unit: string;
            updatedAt: string;
            xpAwarded: number;
        };
        Habit: {
            bestStreak: number;
            categoryIds: string[];
            createdAt: string;
            currentStreak: number;
            description: string;
            difficulty: number;
            firstCheckDate: string | null;
            icon: string | null;
            id: string;
            importance: number;
            inRoutine: boolean;
            lastCheckDate: string | null;
            level: number;
            motivationalPhrase: string;
            name: string;
            totalChecks: number;
            updatedAt: string;
            xp: number;
        };
        Me: components["schemas"]["AuthUser"];
        MicroTask: {
            done: boolean;
            doneAt: string | null;
            id: string;
            name: string;
            /** @description Sort position in the entry's list (ascending) */
            order: number;
            /** @description The name is pinned: it is added to this entry again every day */
            pinned: boolean;
        };
        MicroTaskAdded: {
            /** @description False when the entry already had this name today (that micro-task is returned) */
            created: boolean;
            done: boolean;
            doneAt: string | null;
            entryId: string;
            id: string;
            name: string;
            /** @description Sort position in the entry's list (ascending) */
            order: number;
            /** @description The name is pinned: it is added to this entry again every day */
            pinned: boolean;
        };
        MicroTaskDeleted: {
            /** @constant */
            deleted: true;
            /** @description The name was pinned and is no longer kept */
            unpinned: boolean;
        };
        MicroTaskList: {
            date: string;
            entryId: string;
            entryName: string;
            items: components["schemas"]["MicroTask"][];
        };
        MicroTaskOrder: {
            items: components["schemas"]["MicroTask"][];
        };
        MoodDay: {
            createdAt: string;
            date: string;
            hasText: boolean;
            journal: string | null;
            level: number;
            updatedAt: string;
        };
        MoodList: {
            from: string;
            items: components["schemas"]["MoodDay"][];
            to: string;
        };
        NotebookBlock: {
            createdAt: string;
            id: string;
            /** @description Markdown, or Mermaid source for a diagram block */
            text: string;
            /** @enum {string} */
            type: "text" | "diagram";
            updatedAt: string;
        };
        NotebookPage: {
            blocks: components["schemas"]["NotebookBlock"][];
            children: components["schemas"]["NotebookPageSummary"][];
            createdAt: string;
            id: string;
            parentId: string | null;
            sources: components["schemas"]["Source"][];
            /** @enum {string} */
            status: "TO_STUDY" | "STUDYING" | "DONE";
            /**
             * @description Whether the status was set by hand or follows the page's board
             * @enum {string}
             */
            statusSource: "MANUAL" | "BOARD";
            title: string;
            /** @description The top-level page (topic) this page belongs to; its own id for a topic */
            topicId: string;
            updatedAt: string;
        };
        NotebookPageSummary: {
            id: string;
            /** @enum {string} */
            status: "TO_STUDY" | "STUDYING" | "DONE";
            title: string;
        };
        OnboardingAccepted: {
            /** @description Written by this call */
            created: {
                id: string;
                /** @enum {string} */
                kind: "habits" | "categories" | "tasks" | "goals" | "routines";
                name: string;
            }[];
            /** @description Everything the wizard has saved so far, this call included */
            saved: {
                id: string;
                /** @enum {string} */
                kind: "habits" | "categories" | "tasks" | "goals" | "routines";
                name: string;
            }[];
            /** @description Not written: the account already has the name (any case) */
            skipped: {
                /** @enum {string} */
                kind: "habits" | "categories" | "tasks" | "goals" | "routines";
                name: string;
            }[];
        };
        OnboardingCategories: {
            categories: {
                description: string;
                icon: string | null;
                name: string;
            }[];
        };
        OnboardingGoals: {
            goals: {
                category: string | null;
                description: string;
                durationDays: number;
                name: string;
                targetValue: number;
                /** @enum {string} */
                term: "SHORT" | "MEDIUM" | "LONG";
                unit: string;
            }[];
        };
        OnboardingHabitsTasks: {
            habits: {
                category: string;
                description: string;
                difficulty: number;
                importance: number;
                name: string;
            }[];
            tasks: {
                category: string;
                difficulty: number;
                importance: number;
                name: string;
            }[];
        };
        OnboardingRoutine: {
            name: string;
            sections: {
                endTime: string;
                items: {
                    endTime: string;
                    /** @description Not among the habits and tasks accepted so far: accepting the routine creates it */
                    isNew: boolean;
                    /** @enum {string} */
                    kind: "habit" | "task";
                    name: string;
                    startTime: string;
                }[];
                name: string;
                startTime: string;
            }[];
            weekdays: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
        };
        OnboardingSuggestions: components["schemas"]["OnboardingCategories"] | components["schemas"]["OnboardingHabitsTasks"] | components["schemas"]["OnboardingRoutine"] | components["schemas"]["OnboardingGoals"];
        PasswordChanged: {
            sessionsEnded: number;
        };
        Progress: {
            level: number;
            nextLevelXp: number | null;
            totalXp: number;
        };
        QuickNote: {
            archivedAt: string | null;
            /** @description Where the note sits on the board; null once archived */
            cell: {
                col: number;
                row: number;
            } | null;
            /** @enum {string} */
            colour: "yellow" | "pink" | "blue" | "green" | "orange" | "purple";
            createdAt: string;
            id: string;
            placedAt: string;
            text: string;
            updatedAt: string;
        };
        QuickNoteBoard: {
            board: {
                colours: [
                    "yellow",
                    "pink",
                    "blue",
                    "green",
                    "orange",
                    "purple"
                ];
                /** @constant */
                cols: 6;
                /** @constant */
                rows: 4;
            };
            items: components["schemas"]["QuickNote"][];
            nextCursor: string | null;
        };
        QuickNoteConverted: {
            noteId: string;
            task: components["schemas"]["Task"];
        };
        QuickNoteCreated: {
            cell: {
                col: number;
                row: number;
            };
            /** @enum {string} */
            colour: "yellow" | "pink" | "blue" | "green" | "orange" | "purple";
            id: string;
            text: string;
        };
        Quiz: {
            attempts: number;
            /** @description The best attempt's score; null before the first attempt */
            bestPercent: number | null;
            createdAt: string;
            id: string;
            pageId: string;
            passed: boolean;
            questions: {
                options: string[];
                question: string;
            }[];
        };
        QuizList: {
            items: components["schemas"]["Quiz"][];
        };
        QuizResult: {
            correct: number;
            passed: boolean;
            percent: number;
            quizId: string;
            results: {
                /** @description Index of the right option */
                answerIndex: number;
                /** @description Index of the option chosen */
                chosen: number;
                correct: boolean;
                explanation: string;
            }[];
            total: number;
            xp: number;
        };
        ResetAccepted: {
            /** @constant */
            message: "If an account uses this address, a link to reset its password is on its way.";
        };
        RoadmapDraft: {
            createdAt: string;
            id: string;
            nodes: {
                /** @description The `n` of earlier nodes this one builds on */
                after: number[];
                /** @enum {string} */
                kind: "PAGE" | "SECTION";
                n: number;
                /** @description An existing page the node stands for */
                pageId?: string;
                title: string;
                why: string;
            }[];
            pageId: string;
            reason?: string;
            /** @enum {string} */
            status: "FAILED" | "PENDING" | "READY";
        };
        Routine: {
            bestStreak: number;
            createdAt: string;
            currentStreak: number;
            icon: string | null;
            id: string;
            items?: components["schemas"]["RoutineItem"][];
            level: number;
            name: string;
            scheduledOn: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
            sections?: components["schemas"]["RoutineSection"][];
            /** @enum {string} */
            type: "LIST" | "DAILY";
            updatedAt: string;
            xp: number;
        };
        RoutineItem: {
            endTime: string | null;
            /** @description The routine entry's own id (what item routes take), not the task's or habit's */
            groupId: string;
            /** @description The task's or habit's id */
            id: string;
            name: string | null;
            startTime: string | null;
            /** @enum {string} */
            type: "task" | "habit";
        };
        RoutineItemAdded: {
            added: components["schemas"]["RoutineItem"];
            bestStreak: number;
            createdAt: string;
            currentStreak: number;
            icon: string | null;
            id: string;
            items?: components["schemas"]["RoutineItem"][];
            level: number;
            name: string;
            scheduledOn: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
            sections?: components["schemas"]["RoutineSection"][];
            /** @enum {string} */
            type: "LIST" | "DAILY";
            updatedAt: string;
            xp: number;
        };
        RoutineSection: {
            endTime: string;
            favorite: boolean;
            icon: string | null;
            id: string;
            items: components["schemas"]["RoutineItem"][];
            name: string;
            startTime: string;
        };
        Schedule: {
            days: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
            id: string;
            /** @description Days taken from other routines (one routine per weekday) */
            movedFrom: {
                days: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                routineId: string;
                routineName: string | null;
            }[];
            routineId: string;
            routineName: string | null;
        };
        ScheduleItem: {
            days: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
            id: string;
            routineId: string;
            routineName: string | null;
        };
        ScheduleList: {
            items: components["schemas"]["ScheduleItem"][];
            nextCursor: string | null;
        };
        SessionsEnded: {
            ended: number;
        };
        SignInSession: {
            createdAt: string;
            current: boolean;
            id: string;
            lastUsedAt: string;
            userAgent: string | null;
        };
        SignInSessionList: {
            items: components["schemas"]["SignInSession"][];
        };
        Source: {
            chunkCount: number;
            chunksEmbedded?: number;
            createdAt: string;
            id: string;
            kind: string;
            pagesRead?: number;
            /** @description Why the source failed, or was kept without embeddings (English) */
            reason?: string;
            /**
             * @description The reason as a stable code
             * @enum {string}
             */
            reasonCode?: "NOT_PUBLIC" | "TOO_LARGE" | "NO_TEXT_LAYER" | "NOT_PDF" | "NO_TEXT" | "TIMEOUT" | "REDIRECTS" | "UNREACHABLE" | "CUT_OFF" | "NOT_ARRIVED" | "STUCK" | "NEVER_QUEUED" | "KEPT_WITHOUT_VECTORS" | "HTTP_STATUS" | "CONTENT_TYPE" | "SCHEME" | "PDF_TOO_COMPLEX" | "PAGE_TOO_COMPLEX" | "OTHER";
            /** @description The reason in English and Brazilian Portuguese */
            reasonText?: {
                en: string;
                pt: string;
            };
            status: string;
            title: string;
            url?: string;
        };
        SourceDiscovery: {
            items: {
                snippet: string;
                title: string;
                url: string;
            }[];
        };
        SourceList: {
            items: components["schemas"]["Source"][];
        };
        SourceQueued: {
            id: string;
            /** @enum {string} */
            status: "FAILED" | "PENDING";
        };
        SourceSearch: {
            items: {
                chunkId: string;
                /** @description The page of the source the passage is on, when the source has pages */
                page?: number;
                sourceId: string;
                text: string;
                title: string;
            }[];
            /**
             * @description How the passages were found
             * @enum {string}
             */
            mode: "vector" | "keyword" | "opening";
        };
        SourceUpload: {
            /** @description When the upload URL stops working */
            expiresAt: string;
            headers: {
                "Content-Length": string;
                "Content-Type": string;
            };
            id: string;
            /** @enum {string} */
            status: "DELETING" | "FAILED" | "PENDING" | "READY" | "READING";
            /** @description Presigned URL: PUT the file there with exactly these headers */
            uploadUrl: string;
        };
        SourceUploadConfirmed: {
            id: string;
            /** @enum {string} */
            status: "DELETING" | "FAILED" | "PENDING" | "READY" | "READING";
        };
        StudioOutput: {
            answer: string;
            citations: components["schemas"]["Citation"][];
            /** @enum {string} */
            kind: "OVERVIEW" | "SUMMARY" | "STUDY_GUIDE";
        } | {
            /** @constant */
            kind: "QUIZ";
            quiz: components["schemas"]["Quiz"];
        };
        StudyCycle: {
            archivedAt?: string;
            createdAt: string;
            days: {
                [key: string]: {
                    minutes: number;
                    start?: string;
                };
            };
            /** @enum {string} */
            defaultMode: "TIME" | "GOAL";
            id: string;
            lap: components["schemas"]["StudyLap"];
            longestBlockMinutes: number;
            name: string;
            queue: {
                /** @description A GOAL block's target: a page inside the subject, or NEXT on its roadmap */
                concept?: string;
                /** @description Minutes credited to the block in the running lap */
                credited: number;
                minutes: number;
                /** @enum {string} */
                mode: "TIME" | "GOAL";
                /** @description The block's number in the queue */
                n: number;
                /** @description The subject's page */
                pageId: string;
                /** @description The concept page a GOAL block's NEXT was pinned to in this lap */
                pinned?: string;
                title: string | null;
            }[];
            /** @enum {string} */
            status: "ACTIVE" | "ARCHIVED";
            subjects: {
                importance: number;
                mastery: number;
                minutes?: number;
                pageId: string;
                title: string | null;
                weekMinutes: number;
                weight: number;
            }[];
            weekMinutes: number;
        };
        StudyCycleList: {
            items: components["schemas"]["StudyCycle"][];
            nextCursor: null;
        };
        StudyLap: {
            creditedMinutes: number;
            number: number;
            totalMinutes: number;
        };
        StudySessionList: {
            from: string;
            items: {
                createdAt: string;
                cycleId: string | null;
                cycleName: string | null;
                date: string;
                id: string;
                lap: number | null;
                minutes: number;
                pageId: string;
                title: string | null;
            }[];
            nextCursor: null;
        };
        StudySessionLogged: {
            credit: {
                blocks: {
                    minutes: number;
                    n: number;
                }[];
                carried: number;
                completedLaps: number[];
                lap: number;
            } | null;
            cycleId: string | null;
            date: string;
            id: string;
            lap: components["schemas"]["StudyLap"] | null;
            minutes: number;
            pageId: string;
        };
        StudyToday: {
            date: string;
            items: {
                blocks: {
                    /** @description A GOAL block's target: a page inside the subject, or NEXT on its roadmap */
                    concept?: string;
                    /** @description The lap the block belongs to */
                    lap: number;
                    minutes: number;
                    /** @enum {string} */
                    mode: "TIME" | "GOAL";
                    /** @description The block's number in the queue */
                    n: number;
                    /** @description The subject's page */
                    pageId: string;
                    title: string | null;
                }[];
                creditedTodayMinutes: number;
                cycleId: string;
                lap: components["schemas"]["StudyLap"];
                name: string;
                plannedMinutes: number;
            }[];
        };
        Task: {
            categoryIds: string[];
            createdAt: string;
            description: string;
            difficulty: number;
            icon: string | null;
            id: string;
            importance: number;
            name: string;
            oneTimeTask: boolean;
            updatedAt: string;
        };
        TodayEntry: {
            endTime: string | null;
            /** @description The routine entry's id (what the mark routes take) */
            groupId: string;
            /** @description The task's or habit's id */
            itemId: string;
            name: string;
            section: {
                endTime: string | null;
                id: string;
                name: string;
                startTime: string | null;
            } | null;
            startTime: string | null;
            /** @enum {string} */
            status: "checked" | "open" | "skipped";
            /** @enum {string} */
            type: "task" | "habit";
            xp: number;
        };
        TodayMarkResult: {
            /** @description False when the entry already had this status */
            changed: boolean;
            date: string;
            endTime: string | null;
            /** @description The routine entry's id (what the mark routes take) */
            groupId: string;
            /** @description The task's or habit's id */
            itemId: string;
            name: string;
            /** @description Why nothing changed, when nothing did */
            note?: string;
            section: {
                endTime: string | null;
                id: string;
                name: string;
                startTime: string | null;
            } | null;
            startTime: string | null;
            /** @enum {string} */
            status: "checked" | "open" | "skipped";
            /** @enum {string} */
            type: "task" | "habit";
            xp: number;
            /** @description XP moved by this call: positive paid, negative taken back */
            xpChange: number;
        };
        TodayView: {
            closed: boolean;
            date: string;
            entries: components["schemas"]["TodayEntry"][];
            routine: {
                id: string;
                name: string;
                /** @enum {string} */
                type: "LIST" | "DAILY";
            } | null;
            summary: {
                checked: number;
                open: number;
                skipped: number;
                total: number;
            };
        };
        TopicList: {
            items: components["schemas"]["NotebookPageSummary"][];
            nextCursor: string | null;
        };
        TurnView: {
            id: string;
            segments: ({
                text: string;
                /** @constant */
                type: "text";
            } | {
                callId: string;
                domains: ("habits" | "categories" | "tasks" | "goals" | "routines" | "focus" | "mood" | "notebook" | "quickNotes" | "studyCycles" | "profile")[];
                /** @enum {string} */
                kind: "read" | "write";
                memory?: {
                    /** @enum {string} */
                    note: "global" | "chat";
                    text: string;
                };
                name: string;
                ok: boolean;
                /** @description What the write changed, in the server's words, then the model's stated purpose when given */
                reason?: string;
                /** @constant */
                type: "tool";
            } | {
                text: string;
                /** @constant */
                type: "diagram";
            })[];
            servedBy: {
                link: string;
                model: string;
            } | null;
            skippedChunks?: number;
            /** @enum {string} */
            status: "COMPLETE" | "STREAMING" | "AWAITING_APPROVAL" | "INTERRUPTED" | "FAILED";
            usage: {
                inputTokens: number;
                outputTokens: number;
                steps?: {
                    inputTokens: number;
                    link: string;
                    model: string;
                    outputTokens: number;
                }[];
            } | null;
        };
        UndoResult: {
            /** @description Everything asked for had already been undone: nothing changed */
            alreadyUndone: boolean;
            /** @description Items put back to their state before the turn */
            restored: number;
            /** @description With skipChanged: the items left as they were because they changed since */
            skipped: {
                callId: string;
                label: string;
            }[];
            turnId: string;
            /** @description The calls this request undid (empty for a repeated undo) */
            undone: string[];
        };
        VerificationResent: {
            sent: boolean;
        };
    };
    responses: {
        /** @description AI_UNAVAILABLE: every model link is failing or cooling (Retry-After when known) */
        AiUnavailable: {
            headers: {
                /** @description Seconds until the limit frees up (or, for AI_UNAVAILABLE, until a model link is back) */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description CONFLICT, AMBIGUOUS_NAME or BOARD_FULL */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description INTERNAL: a bug on our side; the body carries a reference id */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description NOT_FOUND: no such resource (also for another person's: its existence is never revealed) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Any other error: the same envelope; the status follows the code (CONTRACT "HTTP") */
        OtherError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description RATE_LIMITED (with Retry-After) or TOO_MANY_STREAMS */
        RateLimited: {
            headers: {
                /** @description Seconds until the limit frees up (or, for AI_UNAVAILABLE, until a model link is back) */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description UNAUTHORIZED: missing, expired or revoked access token */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description VALIDATION_FAILED: the body, query or a path id is invalid (every failed field is listed) */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAiAgentChats: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Page size, 1–100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional title; by default the first message names the chat */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatCreated"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getAiAgentChatsId: {
        parameters: {
            query?: {
                /** @description The olderCursor of the page shown: the messages before it */
                before?: string;
            };
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatView"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteAiAgentChatsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchAiAgentChatsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new title */
                    title: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSummary"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentChatsIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentChatsIdStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The client’s own id for this message: the same id again answers the same turn, never a second one */
                    clientMessageId?: string;
                    /** @description The routine entry open in Focus Mode */
                    focusEntryId?: string;
                    /** @description What the person wrote */
                    message: string;
                    /** @description The client page the person is on, e.g. "/habits" */
                    page?: string;
                };
            };
        };
        responses: {
            /** @description The turn as Server-Sent Events: `id: <seq>`, `event: <name>`, one `data: <json>` line (see the AgentEvent schemas); `: hb` heartbeats every 15 s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["AgentEvent"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["AiUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    getAiAgentChatsIdTurnsTurnId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
                /** @description Path parameter (the command's `turnId` field) */
                turnId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TurnView"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentChatsIdTurnsTurnIdApprovalsApprovalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `approvalId` field) */
                approvalId: string;
                /** @description Path parameter (the command's `id` field) */
                id: string;
                /** @description Path parameter (the command's `turnId` field) */
                turnId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: run the change as summarised; false: do not */
                    approved: boolean;
                    /** @description Why not (or any note): the model hears it */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The turn as Server-Sent Events: `id: <seq>`, `event: <name>`, one `data: <json>` line (see the AgentEvent schemas); `: hb` heartbeats every 15 s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["AgentEvent"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentChatsIdTurnsTurnIdCallsCallIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `callId` field) */
                callId: string;
                /** @description Path parameter (the command's `id` field) */
                id: string;
                /** @description Path parameter (the command's `turnId` field) */
                turnId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Undo what was not changed since and leave the items that were (after a 409 the person confirmed) */
                    skipChanged?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getAiAgentChatsIdTurnsTurnIdStream: {
        parameters: {
            query?: {
                /** @description Replay the events after this sequence number */
                after?: string;
            };
            header?: {
                /** @description The last event id the client saw (wins over `?after=`) */
                "last-event-id"?: string;
            };
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
                /** @description Path parameter (the command's `turnId` field) */
                turnId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The turn as Server-Sent Events: `id: <seq>`, `event: <name>`, one `data: <json>` line (see the AgentEvent schemas); `: hb` heartbeats every 15 s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["AgentEvent"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentChatsIdTurnsTurnIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
                /** @description Path parameter (the command's `turnId` field) */
                turnId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Undo what was not changed since and leave the items that were (after a 409 the person confirmed) */
                    skipChanged?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getAiAgentMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentMemory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteAiAgentMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiAgentReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getAiAgentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiOnboardingStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `step` field) */
                step: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What earlier steps kept
                     * @default {}
                     */
                    accepted?: {
                        categories?: string[];
                        habits?: {
                            /** @description Name of the category it belongs to */
                            category?: string | null;
                            /** @description Name as the person accepted it */
                            name: string;
                        }[];
                        tasks?: {
                            /** @description Name of the category it belongs to */
                            category?: string | null;
                            /** @description Name as the person accepted it */
                            name: string;
                        }[];
                    };
                    /**
                     * @description The category names the person asked for; suggestions keep these names verbatim
                     * @default []
                     */
                    categoryNames?: string[];
                    /** @description What the person said about the last suggestions */
                    feedback?: string;
                    /** @description A new request for this step */
                    request?: string;
                    /** @description What the person wrote about themselves: one text, or up to 10 answers of 300 characters */
                    story: string | string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingSuggestions"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["AiUnavailable"];
            default: components["responses"]["OtherError"];
        };
    };
    postAiOnboardingAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categories: {
                        description?: string;
                        icon?: string | null;
                        /** @description The name exactly as accepted */
                        name: string;
                    }[];
                    /** @constant */
                    step: "categories";
                } | {
                    /** @default [] */
                    habits?: {
                        /** @description Name of an accepted category it belongs to */
                        category?: string | null;
                        description?: string;
                        difficulty?: number;
                        importance?: number;
                        /** @description The name exactly as accepted */
                        name: string;
                    }[];
                    /** @constant */
                    step: "habits-tasks";
                    /** @default [] */
                    tasks?: {
                        /** @description Name of an accepted category it belongs to */
                        category?: string | null;
                        difficulty?: number;
                        importance?: number;
                        /** @description The name exactly as accepted */
                        name: string;
                    }[];
                } | {
                    routine: {
                        /** @description Routine name */
                        name: string;
                        sections: {
                            endTime: string;
                            /** @default [] */
                            items?: {
                                endTime?: string;
                                /** @enum {string} */
                                kind: "habit" | "task";
                                /** @description The name exactly as accepted */
                                name: string;
                                startTime?: string;
                            }[];
                            name: string;
                            startTime: string;
                        }[];
                        /**
                         * @description Days it applies to (any case, English or Portuguese)
                         * @default []
                         */
                        weekdays?: string[];
                    };
                    /** @constant */
                    step: "routine";
                } | {
                    goals: {
                        /** @description Name of an accepted category it belongs to */
                        category?: string | null;
                        description?: string;
                        durationDays?: number;
                        /** @description The name exactly as accepted */
                        name: string;
                        targetValue: number;
                        /** @enum {string} */
                        term?: "SHORT" | "MEDIUM" | "LONG";
                        unit?: string;
                    }[];
                    /** @constant */
                    step: "goals";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingAccepted"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Email address (case-insensitive)
                     */
                    email: string;
                    /** @description Account password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The refresh token from the last sign-in or refresh */
                    refreshToken?: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The password in use now */
                    currentPassword: string;
                    /** @description The new password (the same rules as sign-up) */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The address of the account whose password was forgotten
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetAccepted"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password (the same rules as sign-up) */
                    password: string;
                    /** @description The token=<value> of the emailed link */
                    token: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The refresh token from the last sign-in or refresh */
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getAuthSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInSessionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteAuthSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthSessionsEndOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Name the app and the assistant call you by */
                    displayName: string;
                    /**
                     * Format: email
                     * @description Email address (case-insensitive)
                     */
                    email: string;
                    /**
                     * @description App and email language: en or pt (default en)
                     * @enum {string}
                     */
                    language?: "en" | "pt";
                    /** @description Account password */
                    password: string;
                    /** @description The device's IANA time zone; the account starts in it (default UTC) */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getAuthVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token=<value> of the emailed link */
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerified"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postAuthVerifyResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationResent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getCategories: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Category"][];
                        /** @description Opaque cursor for the next page (`?cursor=`); null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the category covers, up to 256 characters */
                    description?: string;
                    /**
                     * @description How experienced the person already is in this area; a new category starts with XP to match: BEGINNER level 0 (0 XP), INTERMEDIARY level 5 (1250 XP), ADVANCED level 8 (3200 XP)
                     * @default BEGINNER
                     * @enum {string}
                     */
                    experience?: "BEGINNER" | "INTERMEDIARY" | "ADVANCED";
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description Category name, 2–256 characters, unique per person ignoring case (e.g. "Health") */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the category covers, up to 256 characters */
                    description?: string;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description Category name, 2–256 characters, unique per person ignoring case (e.g. "Health") */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getConstance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Constance"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getConstanceDays: {
        parameters: {
            query?: {
                /** @description How many weeks back, 1–26 (default 12) */
                weeks?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstanceDays"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getDailyBriefing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Briefing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getDailyBriefingNarrative: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BriefingNarrative"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postDailyBriefingSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description BUG for something broken, IDEA for a wish, PRAISE for something they like, OTHER otherwise
                     * @default OTHER
                     * @enum {string}
                     */
                    kind?: "BUG" | "IDEA" | "PRAISE" | "OTHER";
                    /** @description The feedback exactly in the person's own words, as they confirmed it. Never paraphrase or add to it. */
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getFocusCycles: {
        parameters: {
            query?: {
                /** @description The day the cycles ended, YYYY-MM-DD; omit for today (the person's time zone) */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusCycleList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postFocusCycles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description When it ran out (a cycle is recorded once completed)
                     */
                    endedAt: string;
                    /** @description The routine entry (groupId) focused on, if any */
                    entryId?: string;
                    /** @description The length the timer was set to, 1–180 minutes */
                    minutes: number;
                    /** @description The notebook page studied (nbp_…), if any: a POMODORO credits its minutes to the active study cycle holding that page */
                    pageId?: string;
                    /**
                     * Format: date-time
                     * @description When the cycle started
                     */
                    startedAt: string;
                    /**
                     * @description POMODORO (focus), SHORT_BREAK or LONG_BREAK
                     * @enum {string}
                     */
                    type: "POMODORO" | "SHORT_BREAK" | "LONG_BREAK";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusCycleRecorded"];
                };
            };
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusCycleRecorded"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getFocusDay: {
        parameters: {
            query?: {
                /** @description The day, YYYY-MM-DD; omit for today (the person's time zone) */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusDay"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getFocusEntriesEntryIdMicroTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `entryId` field) */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTaskList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postFocusEntriesEntryIdMicroTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `entryId` field) */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The step, 1–80 characters (e.g. "Outline chapter 2") */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTaskAdded"];
                };
            };
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTaskAdded"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    putFocusEntriesEntryIdMicroTasksOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `entryId` field) */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Micro-task ids in the new order (the full list); unknown ids are ignored, unmentioned ones keep their order after these */
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTaskOrder"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteFocusMicroTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTaskDeleted"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postFocusMicroTasksIdPin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Omit to toggle. Pins the NAME: it then appears on every entry whose micro-tasks are listed; false unpins the name everywhere */
                    pinned?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTask"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postFocusMicroTasksIdToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Omit to toggle; true ticks it, false unticks it */
                    done?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MicroTask"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getGoals: {
        parameters: {
            query?: {
                /** @description Archived goals: exclude (default), include, or only */
                archived?: "exclude" | "include" | "only";
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Goal"][];
                        /** @description Opaque cursor for the next page (`?cursor=`); null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of the person's categories this belongs to (from getUserCategories), at most 10 */
                    categoryIds?: string[];
                    /** @description Progress so far, 0 or more (default 0); use increase/decrease to log progress */
                    currentValue?: number;
                    /** @description What reaching the goal means, up to 256 characters */
                    description?: string;
                    /** @description Deadline, YYYY-MM-DD, not before the start date; null for none (default none) */
                    endDate?: string | null;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description Why the person wants it, in their words, up to 256 characters */
                    motivation?: string;
                    /** @description Goal name, 1–256 characters (e.g. "Read 12 books") */
                    name: string;
                    /** @description Id of the goal to nest this under (trees are at most 3 levels deep); omit or null for a top-level goal */
                    parentId?: string | null;
                    /** @description First day of the goal, YYYY-MM-DD (default: today) */
                    startDate?: string;
                    /**
                     * @description NOT_STARTED or IN_PROGRESS (default: IN_PROGRESS if currentValue > 0); COMPLETED is stored as IN_PROGRESS — complete the goal to earn its XP
                     * @enum {string}
                     */
                    status?: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED";
                    /** @description The amount to reach, greater than 0 (e.g. 12 for "12 books"); bigger targets pay more XP on completion */
                    targetValue: number;
                    /**
                     * @description Horizon: SHORT, MEDIUM or LONG (default SHORT)
                     * @enum {string}
                     */
                    term?: "SHORT" | "MEDIUM" | "LONG";
                    /** @description What is counted (e.g. "books", "km"); default "times" */
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getGoalsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteGoalsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchGoalsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of the person's categories this belongs to (from getUserCategories), at most 10 */
                    categoryIds?: string[];
                    /** @description Progress so far, 0 or more (default 0); use increase/decrease to log progress */
                    currentValue?: number;
                    /** @description What reaching the goal means, up to 256 characters */
                    description?: string;
                    /** @description Deadline, YYYY-MM-DD, not before the start date; null for none (default none) */
                    endDate?: string | null;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description Why the person wants it, in their words, up to 256 characters */
                    motivation?: string;
                    /** @description Goal name, 1–256 characters (e.g. "Read 12 books") */
                    name?: string;
                    /** @description First day of the goal, YYYY-MM-DD (default: today) */
                    startDate?: string;
                    /**
                     * @description NOT_STARTED or IN_PROGRESS; to complete or un-complete use the complete command
                     * @enum {string}
                     */
                    status?: "NOT_STARTED" | "IN_PROGRESS";
                    /** @description The amount to reach, greater than 0 (e.g. 12 for "12 books"); bigger targets pay more XP on completion */
                    targetValue?: number;
                    /**
                     * @description Horizon: SHORT, MEDIUM or LONG (default SHORT)
                     * @enum {string}
                     */
                    term?: "SHORT" | "MEDIUM" | "LONG";
                    /** @description What is counted (e.g. "books", "km"); default "times" */
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoalsIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true archives the goal and its whole subtree; false restores what was archived with it
                     * @default true
                     */
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoalsIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Omit to toggle (complete ↔ un-complete). true completes and pays XP once, false un-completes and takes it back; either is a no-op if the goal is already in that state */
                    completed?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoalsIdDecrease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description How much to add or remove, > 0 (default 1)
                     * @default 1
                     */
                    value?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoalsIdIncrease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description How much to add or remove, > 0 (default 1)
                     * @default 1
                     */
                    value?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoalsIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the new parent goal, or null to make it top-level */
                    parentId: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postGoalsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true archives the goal and its whole subtree; false restores what was archived with it
                     * @default true
                     */
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Goal"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getHabits: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Habit"][];
                        /** @description Opaque cursor for the next page (`?cursor=`); null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postHabits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of the person's categories this belongs to (from getUserCategories), at most 10 */
                    categoryIds?: string[];
                    /** @description What the habit is about, up to 256 characters */
                    description?: string;
                    /** @description How hard the habit is, a whole number 1–5 (1 easy … 5 very hard); default 3 */
                    difficulty?: number;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description How much the habit matters to the person, a whole number 1–5 (1 low … 5 essential); default 3 */
                    importance?: number;
                    /** @description A phrase the person wrote to keep themselves going, up to 256 characters */
                    motivationalPhrase?: string;
                    /** @description Habit name, 2–256 characters (e.g. "Read 20 pages") */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Habit"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getHabitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Habit"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteHabitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchHabitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of the person's categories this belongs to (from getUserCategories), at most 10 */
                    categoryIds?: string[];
                    /** @description What the habit is about, up to 256 characters */
                    description?: string;
                    /** @description How hard the habit is, a whole number 1–5 (1 easy … 5 very hard); default 3 */
                    difficulty?: number;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description How much the habit matters to the person, a whole number 1–5 (1 low … 5 essential); default 3 */
                    importance?: number;
                    /** @description A phrase the person wrote to keep themselves going, up to 256 characters */
                    motivationalPhrase?: string;
                    /** @description Habit name, 2–256 characters (e.g. "Read 20 pages") */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Habit"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeleting"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getMeConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Configuration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchMeConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description ANY: one check makes a day count; COMPLETE: every item checked or skipped
                     * @enum {string}
                     */
                    constanceMode?: "ANY" | "COMPLETE";
                    /** @description The name the app and the assistant call the person */
                    displayName?: string;
                    /**
                     * @description App language: en or pt
                     * @enum {string}
                     */
                    language?: "en" | "pt";
                    /** @description A motivational phrase shown on the dashboard; null removes it */
                    phrase?: string | null;
                    /** @description Who said the phrase; null removes it */
                    phraseAuthor?: string | null;
                    /**
                     * @description Colour theme: beYou, beYouDark, Sunset, Amethyst, Midnight, Cyberpunk, Mocha, Polar, Late Latte
                     * @enum {string}
                     */
                    theme?: "beYou" | "beYouDark" | "Sunset" | "Amethyst" | "Midnight" | "Cyberpunk" | "Mocha" | "Polar" | "Late Latte";
                    /** @description IANA time zone, e.g. "Europe/Lisbon"; "today" and the day close follow it */
                    timeZone?: string;
                    /**
                     * @description How the zone was chosen: DETECTED by a device or EXPLICIT by the person
                     * @enum {string}
                     */
                    timeZoneSource?: "DEFAULT" | "DETECTED" | "EXPLICIT";
                    /** @description Whether the app tutorial is done (the assistant widget appears after it) */
                    tutorialCompleted?: boolean;
                    /** @description Dashboard widgets in order; the list is replaced whole */
                    widgets?: ("worstArea" | "constance" | "betterArea" | "dailyProgress" | "fastTips" | "levelProgress" | "categoryBalance" | "studyToday" | "constanceHeatmap" | "moodWeek" | "calendarToday")[];
                    /**
                     * @description What a late check pays: GRADUAL (0.8/0.6/0.4/0.2), FLAT (0.5) or TIME_WINDOW (full up to 2 days, then 0)
                     * @enum {string}
                     */
                    xpDecayStrategy?: "GRADUAL" | "FLAT" | "TIME_WINDOW";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Configuration"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getMeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportRunning"];
                };
            };
            /** @description See Other: `Location` is a short-lived link to the document */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getMeProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Progress"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getMood: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (default: 6 days before `to`) */
                from?: string;
                /** @description Last day, YYYY-MM-DD (default: the person's today); not in the future */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoodList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getMoodDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `date` field) */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoodDay"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    putMoodDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `date` field) */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the person wrote about the day, up to 4000 characters; omitted or blank clears it */
                    journal?: string;
                    /** @description How the day felt, a whole number 1–5: 1 awful, 2 bad, 3 okay, 4 good, 5 great */
                    level: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoodDay"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteMoodDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `date` field) */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchMoodDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `date` field) */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How the day felt, a whole number 1–5: 1 awful, 2 bad, 3 okay, 4 good, 5 great */
                    level: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoodDay"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteNotebookCardsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchNotebookCardsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The answer side, 1–2000 characters */
                    back?: string;
                    /** @description The question side, 1–2000 characters */
                    front?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookCardsIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description How well it was recalled: AGAIN (forgot), HARD, GOOD or EASY
                     * @enum {string}
                     */
                    rating: "AGAIN" | "HARD" | "GOOD" | "EASY";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardReviewed"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookCardsDue: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The parent page: its id or exact title; omit to create a topic (a page without parent) */
                    parentId?: string;
                    /** @description The page title, 1–200 characters */
                    title: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteNotebookPagesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchNotebookPagesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Move the page under another page (its id or exact title); null makes it a topic. Cycles and trees deeper than the cap are refused */
                    parentId?: string | null;
                    /** @description Set the status by hand (TO_STUDY, STUDYING, DONE); null returns it to the value its board gives */
                    status?: ("TO_STUDY" | "STUDYING" | "DONE") | null;
                    /** @description The page title, 1–200 characters */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdAsk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The study room's conversation so far, oldest first; only the last 6 messages are read
                     * @default []
                     */
                    history?: {
                        /**
                         * @description Who said it: user (the person) or assistant (the tutor)
                         * @enum {string}
                         */
                        role: "user" | "assistant";
                        /** @description What was said, 1–4000 characters */
                        text: string;
                    }[];
                    /** @description The person's question, 1–4000 characters */
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CitedAnswer"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Notes in Markdown, 1–20000 characters, in the person's words where they gave them */
                    text: string;
                    /**
                     * @description A Markdown text block
                     * @constant
                     */
                    type: "text";
                } | {
                    /** @description Mermaid source; the first line names the diagram type (flowchart TD, sequenceDiagram, mindmap, …); at most 10000 characters and 300 lines; no "click" statements and no "%%{init" directives */
                    text: string;
                    /**
                     * @description A Mermaid diagram block
                     * @constant
                     */
                    type: "diagram";
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookBlock"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteNotebookPagesIdBlocksBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `block` field) */
                blockId: string;
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchNotebookPagesIdBlocksBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `block` field) */
                blockId: string;
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The block’s new text (Markdown, or Mermaid source for a diagram) */
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookBlock"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesIdBoard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Board"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdBoardEdges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where the edge starts (the step before): a node on this page's board, by its id (nbn_…) or its exact title */
                    from: string;
                    /** @description Where it ends (the step after): a node on this page's board, by its id (nbn_…) or its exact title */
                    to: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardEdge"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteNotebookPagesIdBoardEdgesEdgeId: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                /** @description Path parameter (the command's `edge` field) */
                edgeId: string;
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdBoardNodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description PAGE places another notebook page on this board; SECTION is a titled step of the roadmap
                     * @enum {string}
                     */
                    kind: "PAGE" | "SECTION";
                    /** @description PAGE only: the page to place, by its id or exact title; a page appears once per board and never on its own board */
                    pageId?: string;
                    /** @description SECTION only: its title, 1–120 characters (a PAGE node shows its page's title) */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardNode"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteNotebookPagesIdBoardNodesNodeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
                /** @description Path parameter (the command's `node` field) */
                nodeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchNotebookPagesIdBoardNodesNodeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
                /** @description Path parameter (the command's `node` field) */
                nodeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description TO_STUDY, STUDYING or DONE
                     * @enum {string}
                     */
                    status?: "TO_STUDY" | "STUDYING" | "DONE";
                    /** @description SECTION only: a new title (rename a PAGE node by renaming its page) */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardNode"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    putNotebookPagesIdBoardOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every node of the board exactly once, in the new order (ids or exact titles); they are laid out again three to a row */
                    nodeIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Board"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdBoardSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardSuggestions"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesIdCards: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdCards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The answer side, 1–2000 characters */
                    back: string;
                    /** @description The question side, 1–2000 characters */
                    front: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdCardsGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description How many flashcards to write from the page's notes and sources, 1–12 (default 6); fronts the page already has are skipped
                     * @default 6
                     */
                    count?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedCards"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdExplain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The words to explain (a selection from the page), 1–2000 characters */
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CitedAnswer"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Notes in Markdown, 1–20000 characters, in the person's words where they gave them */
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookBlock"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdOutputs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description OVERVIEW, SUMMARY, STUDY_GUIDE (text with citations) or QUIZ (8 questions of 4 options, stored on the page)
                     * @enum {string}
                     */
                    kind: "OVERVIEW" | "SUMMARY" | "STUDY_GUIDE" | "QUIZ";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioOutput"];
                };
            };
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioOutput"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesIdQuizzes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdRoadmapDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapDraft"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesIdSearch: {
        parameters: {
            query: {
                /** @description How many passages to return, 1–20 (default 6) */
                k?: number;
                /** @description What to look for in the page’s and its ancestors’ sources */
                q: string;
            };
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceSearch"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesIdSources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdSources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description TEXT: text the person pastes
                     * @constant
                     */
                    kind: "TEXT";
                    /** @description The text, at most 200,000 characters */
                    text: string;
                    /** @description What the person calls the source, 1–200 characters */
                    title: string;
                } | {
                    /**
                     * @description LINK: a web address the worker reads
                     * @constant
                     */
                    kind: "LINK";
                    /** @description A public http or https address of a web page, a plain-text file or a PDF */
                    url: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceQueued"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdSourcesDiscover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What to search the web for; omitted: the page’s title and its topic */
                    query?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceDiscovery"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookPagesIdSourcesUploads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `page` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The PDF file size in bytes; the upload URL accepts exactly this many */
                    bytes: number;
                    /** @description What the person calls the source, 1–200 characters */
                    title: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceUpload"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookPagesResolve: {
        parameters: {
            query: {
                /** @description The exact title to look for */
                title: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotebookPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookQuizzesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quiz"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookQuizzesIdAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The option chosen for each question, in question order: 0–3 (the option's position) */
                    answers: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookRoadmapDraftsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapDraft"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteNotebookSourcesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postNotebookSourcesIdUploaded: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceUploadConfirmed"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getNotebookTopics: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    "getOpenapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getPrivacy: {
        parameters: {
            query?: {
                lang?: "en" | "pt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getQuickNotes: {
        parameters: {
            query?: {
                /** @description "true" lists the archive (newest first, paged); otherwise the notes on the board, back to front */
                archived?: string;
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNoteBoard"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postQuickNotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Note colour, one of yellow, pink, blue, green, orange, purple (any letter case); default yellow */
                    colour?: string;
                    /** @description The note, in the person's own words (not a paraphrase), 1–255 characters */
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNoteCreated"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getQuickNotesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNote"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteQuickNotesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchQuickNotesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Note colour, one of yellow, pink, blue, green, orange, purple (any letter case) */
                    colour?: string;
                    /** @description The note, in the person's own words (not a paraphrase), 1–255 characters */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNote"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postQuickNotesIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNote"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postQuickNotesIdConvertToTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNoteConverted"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postQuickNotesIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Target column, 0 (left) … 5 */
                    col: number;
                    /** @description Target row, 0 (top) … 3 */
                    row: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNote"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postQuickNotesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickNote"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getRoutines: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Routine"][];
                        /** @description Opaque cursor for the next page (`?cursor=`); null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postRoutines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description Routine name, e.g. "Weekday mornings" */
                    name: string;
                    /** @description Sections in order, each with a time window and its entries */
                    sections: {
                        /** @description Window end, HH:mm; before the start means the section runs overnight (e.g. 22:00–06:00) */
                        endTime: string;
                        /** @description Shown first by the apps (default false) */
                        favorite?: boolean;
                        /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                        icon?: string | null;
                        /** @description Entries in order: habits and tasks with their times */
                        items?: {
                            /** @description End, HH:mm, inside the section window (±5 min); default: the section end */
                            endTime?: string;
                            /** @description Full replace only: the existing group id of this entry, to keep its checks and micro-tasks attached; omit for a new entry */
                            groupId?: string;
                            /** @description The habit id (hab_…) or task id (tsk_…) to place; resolve names with getUserHabits / getUserTasks first */
                            id: string;
                            /** @description Start, HH:mm, inside the section window (±5 min); default: the section start */
                            startTime?: string;
                            /**
                             * @description "habit" or "task": what `id` refers to
                             * @enum {string}
                             */
                            type: "habit" | "task";
                        }[];
                        /** @description Section name, e.g. "Morning" */
                        name: string;
                        /** @description Full replace only: the existing section id to keep; omit for a new section */
                        sectionId?: string;
                        /** @description Window start, HH:mm */
                        startTime: string;
                    }[];
                } | {
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description The items in order: habits and tasks, no times */
                    items: {
                        /** @description Full replace only: the existing group id of this entry, to keep its checks and micro-tasks attached; omit for a new entry */
                        groupId?: string;
                        /** @description The habit id (hab_…) or task id (tsk_…) to place; resolve names with getUserHabits / getUserTasks first */
                        id: string;
                        /**
                         * @description "habit" or "task": what `id` refers to
                         * @enum {string}
                         */
                        type: "habit" | "task";
                    }[];
                    /** @description List name, e.g. "Weekend chores" */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Routine"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getRoutinesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Routine"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    putRoutinesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description Routine name, e.g. "Weekday mornings" */
                    name: string;
                    /** @description Sections in order, each with a time window and its entries */
                    sections: {
                        /** @description Window end, HH:mm; before the start means the section runs overnight (e.g. 22:00–06:00) */
                        endTime: string;
                        /** @description Shown first by the apps (default false) */
                        favorite?: boolean;
                        /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                        icon?: string | null;
                        /** @description Entries in order: habits and tasks with their times */
                        items?: {
                            /** @description End, HH:mm, inside the section window (±5 min); default: the section end */
                            endTime?: string;
                            /** @description Full replace only: the existing group id of this entry, to keep its checks and micro-tasks attached; omit for a new entry */
                            groupId?: string;
                            /** @description The habit id (hab_…) or task id (tsk_…) to place; resolve names with getUserHabits / getUserTasks first */
                            id: string;
                            /** @description Start, HH:mm, inside the section window (±5 min); default: the section start */
                            startTime?: string;
                            /**
                             * @description "habit" or "task": what `id` refers to
                             * @enum {string}
                             */
                            type: "habit" | "task";
                        }[];
                        /** @description Section name, e.g. "Morning" */
                        name: string;
                        /** @description Full replace only: the existing section id to keep; omit for a new section */
                        sectionId?: string;
                        /** @description Window start, HH:mm */
                        startTime: string;
                    }[];
                } | {
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description The items in order: habits and tasks, no times */
                    items: {
                        /** @description Full replace only: the existing group id of this entry, to keep its checks and micro-tasks attached; omit for a new entry */
                        groupId?: string;
                        /** @description The habit id (hab_…) or task id (tsk_…) to place; resolve names with getUserHabits / getUserTasks first */
                        id: string;
                        /**
                         * @description "habit" or "task": what `id` refers to
                         * @enum {string}
                         */
                        type: "habit" | "task";
                    }[];
                    /** @description List name, e.g. "Weekend chores" */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Routine"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteRoutinesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchRoutinesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The edits, applied in order; all or nothing */
                    ops: ({
                        /** @description The routine’s new name */
                        name: string;
                        /**
                         * @description The kind of edit: "rename"
                         * @constant
                         */
                        op: "rename";
                    } | {
                        /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                        icon: string | null;
                        /**
                         * @description The kind of edit: "setIcon"
                         * @constant
                         */
                        op: "setIcon";
                    } | {
                        /** @description Window end, HH:mm (before the start = overnight) */
                        endTime: string;
                        /** @description Shown first (default false) */
                        favorite?: boolean;
                        /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                        icon?: string | null;
                        /** @description Section name */
                        name: string;
                        /**
                         * @description The kind of edit: "addSection"
                         * @constant
                         */
                        op: "addSection";
                        /** @description 0-based position (0 = first) */
                        position?: number;
                        /** @description Window start, HH:mm */
                        startTime: string;
                    } | {
                        /** @description New window end; every entry must still fit (±5 min) */
                        endTime?: string;
                        /** @description Shown first */
                        favorite?: boolean;
                        /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                        icon?: string | null;
                        /** @description New section name */
                        name?: string;
                        /**
                         * @description The kind of edit: "editSection"
                         * @constant
                         */
                        op: "editSection";
                        /** @description The section: its id (sec_…) or its name (exact, any case, or a unique part of it) */
                        section: string;
                        /** @description New window start; every entry must still fit (±5 min) */
                        startTime?: string;
                    } | {
                        /**
                         * @description The kind of edit: "removeSection"
                         * @constant
                         */
                        op: "removeSection";
                        /** @description The section: its id (sec_…) or its name (exact, any case, or a unique part of it) */
                        section: string;
                    } | {
                        /**
                         * @description The kind of edit: "moveSection"
                         * @constant
                         */
                        op: "moveSection";
                        /** @description 0-based position (0 = first) */
                        position: number;
                        /** @description The section: its id (sec_…) or its name (exact, any case, or a unique part of it) */
                        section: string;
                    } | {
                        /** @description New end, inside the target window ±5 min */
                        endTime?: string;
                        /** @description The GROUP id of a routine entry (grp_…, from getTodayRoutine or getUserRoutines) — never a habit or task id */
                        groupId: string;
                        /**
                         * @description The kind of edit: "moveItem"
                         * @constant
                         */
                        op: "moveItem";
                        /** @description 0-based position in the target section/list (default: last when moving, else unchanged) */
                        position?: number;
                        /** @description DAILY only: the section to move the entry into (default: where it is) */
                        section?: string;
                        /** @description New start, inside the target window ±5 min */
                        startTime?: string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Routine"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postRoutinesIdItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `routineId` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description DAILY only: end, inside the section window ±5 min (default: section end) */
                    endTime?: string;
                    /** @description The habit's id (e.g. "hab_…"), as returned by a list or create; never invented */
                    habitId: string;
                    /** @description 0-based position in the section/list (default: last) */
                    position?: number;
                    /** @description DAILY routines: the section id or name to add to (required); LIST routines: omit */
                    section?: string;
                    /** @description DAILY only: start, inside the section window ±5 min (default: section start) */
                    startTime?: string;
                } | {
                    /** @description DAILY only: end, inside the section window ±5 min (default: section end) */
                    endTime?: string;
                    /** @description 0-based position in the section/list (default: last) */
                    position?: number;
                    /** @description DAILY routines: the section id or name to add to (required); LIST routines: omit */
                    section?: string;
                    /** @description DAILY only: start, inside the section window ±5 min (default: section start) */
                    startTime?: string;
                    /** @description The task's id (e.g. "tsk_…"), as returned by a list or create; never invented */
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutineItemAdded"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteRoutinesIdItemsGroupId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `groupId` field) */
                groupId: string;
                /** @description Path parameter (the command's `routineId` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Routine"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Weekdays the routine applies to (any case, English or Portuguese). A day another routine had moves to this one */
                    days: string[];
                    /** @description The routine's id (e.g. "rtn_…"), as returned by a list or create; never invented */
                    routineId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteSchedulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchSchedulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The complete new set of weekdays (replaces the old set). A day another routine had moves to this one */
                    days: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getStudyCycles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyCycleList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postStudyCycles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minutes per weekday, e.g. {"monday": {"minutes": 60, "start": "07:00"}, "quarta": {"minutes": 45}}; keys in any case, English or Portuguese; a day left out is a rest day */
                    days: {
                        [key: string]: {
                            /** @description Minutes to study that day, 0–1440, snapped to the nearest 5 (any amount above 0 is at least 5); 0 or omitted = rest day */
                            minutes?: number;
                            /** @description When the person means to start, HH:mm (optional) */
                            start?: string;
                        };
                    };
                    /** @description TIME (a block counts minutes) or GOAL (a block targets a concept: a page inside the subject, or NEXT on its roadmap) */
                    defaultMode?: string;
                    /** @description The longest a block may be, 10–240 minutes, snapped to 5 (default 60); longer shares are cut into even blocks */
                    longestBlockMinutes?: number;
                    /** @description The cycle's name, 1–100 characters (e.g. "Bar exam") */
                    name: string;
                    /** @description The subjects (notebook pages) in order, 1–20, each with importance and mastery; weight = importance × (6 − mastery) shares the week */
                    subjects: {
                        /** @description How much the subject matters, a whole number 1–5 */
                        importance: number;
                        /** @description How well the person already knows it, a whole number 0 (not at all) – 5 (fully) */
                        mastery: number;
                        /** @description Weekly minutes set by hand for this subject, snapped to 5; the other subjects share the rest by weight (omit to share by weight) */
                        minutes?: number;
                        /** @description A notebook page: its id, or its exact title (a title two pages share is refused, listing both) */
                        pageId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyCycle"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getStudyCyclesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `cycle` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyCycle"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteStudyCyclesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `cycle` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchStudyCyclesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `cycle` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only the days to change, keyed by weekday in any case or Portuguese; days not sent stay as they are */
                    days?: {
                        [key: string]: {
                            /** @description New minutes for that day, 0–1440, snapped to 5; 0 makes it a rest day; omitted keeps the day's minutes */
                            minutes?: number;
                            /** @description New start time HH:mm, or "none" to remove it; omitted keeps the day's start */
                            start?: string;
                        };
                    };
                    /** @description TIME (a block counts minutes) or GOAL (a block targets a concept: a page inside the subject, or NEXT on its roadmap) */
                    defaultMode?: string;
                    /** @description The longest a block may be, 10–240 minutes, snapped to 5 (default 60); longer shares are cut into even blocks */
                    longestBlockMinutes?: number;
                    /** @description The cycle's name, 1–100 characters (e.g. "Bar exam") */
                    name?: string;
                    /** @description When sent, the WHOLE new list of subjects in order; a subject that stays keeps its weights and hand-set minutes unless new ones come with it (different weights alone put it back to sharing by weight) */
                    subjects?: {
                        /** @description 1–5; required for a subject new to the cycle, omitted keeps the current one */
                        importance?: number;
                        /** @description 0–5; required for a subject new to the cycle, omitted keeps the current one */
                        mastery?: number;
                        /** @description Weekly minutes set by hand for this subject, snapped to 5; the other subjects share the rest by weight; null goes back to sharing by weight; omitted keeps hand-set minutes unless new weights are sent */
                        minutes?: number | null;
                        /** @description A notebook page: its id, or its exact title (a title two pages share is refused, listing both) */
                        pageId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyCycle"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postStudyCyclesIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `cycle` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyCycle"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchStudyCyclesIdBlocksN: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `cycle` field) */
                id: string;
                /** @description Path parameter (the command's `n` field) */
                n: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What a GOAL block targets: a page inside the block's subject (id or exact title), or NEXT for what the subject's roadmap says next; sending it makes the block GOAL */
                    concept?: string;
                    /** @description TIME (counts minutes; drops the concept) or GOAL (keeps its concept, NEXT if it had none) */
                    mode?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyCycle"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getStudySessions: {
        parameters: {
            query?: {
                /** @description How many days back to list, today included: 1–31 (default 7) */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudySessionList"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postStudySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The day it was studied, YYYY-MM-DD: today (the default) or one of the last 30 days */
                    date?: string;
                    /** @description Whole minutes studied, 1–1440 */
                    minutes: number;
                    /** @description The notebook page studied: the subject itself or any page under it, by id or exact title */
                    pageId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudySessionLogged"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteStudySessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getStudyToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyToday"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getTasks: {
        parameters: {
            query?: {
                /** @description Opaque `nextCursor` from the previous page; omit for the first page */
                cursor?: string;
                /** @description How many items per page, 1–100 (default 50) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Task"][];
                        /** @description Opaque cursor for the next page (`?cursor=`); null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of the person's categories this belongs to (from getUserCategories), at most 10 */
                    categoryIds?: string[];
                    /** @description Details, up to 256 characters */
                    description?: string;
                    /** @description How hard the task is, a whole number 1–5 (1 easy … 5 very hard); default 3 */
                    difficulty?: number;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description How much the task matters, a whole number 1–5 (1 low … 5 essential); default 3 */
                    importance?: number;
                    /** @description Task name, 2–255 characters (e.g. "Book the dentist") */
                    name: string;
                    /** @description true for a one-off to-do: removed once checked, builds no streak or history (default false) */
                    oneTimeTask?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    deleteTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    patchTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `id` field) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids of the person's categories this belongs to (from getUserCategories), at most 10 */
                    categoryIds?: string[];
                    /** @description Details, up to 256 characters */
                    description?: string;
                    /** @description How hard the task is, a whole number 1–5 (1 easy … 5 very hard); default 3 */
                    difficulty?: number;
                    /** @description Icon shown by the apps: an emoji or an icon name; null removes it */
                    icon?: string | null;
                    /** @description How much the task matters, a whole number 1–5 (1 low … 5 essential); default 3 */
                    importance?: number;
                    /** @description Task name, 2–255 characters (e.g. "Book the dentist") */
                    name?: string;
                    /** @description true for a one-off to-do: removed once checked, builds no streak or history (default false) */
                    oneTimeTask?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    getToday: {
        parameters: {
            query?: {
                /** @description Omit for today; a past day (YYYY-MM-DD) shows that closed day as it was frozen */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodayView"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postTodayGroupIdCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `groupId` field) */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Omit to toggle. true checks (pays XP once), false unchecks (takes back exactly what was paid); a no-op if already so */
                    checked?: boolean;
                    /** @description The day, YYYY-MM-DD in the person's time zone; omit for today. A past day (up to 8 days back) is a late action on that closed day; never a future day */
                    date?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodayMarkResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
    postTodayGroupIdSkip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Path parameter (the command's `groupId` field) */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The day, YYYY-MM-DD in the person's time zone; omit for today. A past day (up to 8 days back) is a late action on that closed day; never a future day */
                    date?: string;
                    /** @description Omit to toggle. true skips (a choice, never a failure; no XP), false un-skips. Does nothing on a checked item */
                    skipped?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodayMarkResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            default: components["responses"]["OtherError"];
        };
    };
}
