import { ApiError, type Api } from './client/api';

/**
 * The tutorial flag lives in the user's configuration (`GET|PATCH /me/configuration`). A server
 * without that route yet (404) keeps the flag in this browser instead, so the shell still works.
 */
const localKey = (userId: string) => `beyou.tutorialCompleted.${userId}`;

export async function tutorialCompleted(api: Api, userId: string): Promise<boolean> {
  try {
    const config = await api.get<{ tutorialCompleted?: boolean }>('/me/configuration');
    return config.tutorialCompleted === true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return localStorage.getItem(localKey(userId)) === '1';
    throw err;
  }
}

export async function completeTutorial(api: Api, userId: string): Promise<void> {
  try {
    await api.patch('/me/configuration', { tutorialCompleted: true });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
    localStorage.setItem(localKey(userId), '1');
  }
}
