/**
 * "Seen once a day" (DOMAIN-FACTS "Daily briefing"): the card opens by itself until the person
 * dismisses the day's briefing. The server keeps the acknowledgement (`POST /daily-briefing/seen`,
 * read back as `seenAt` in `GET /daily-briefing`, so another device stays closed too); this
 * browser also remembers the day, so a closed card does not even load the briefing again.
 */
const key = (userId: string) => `beyou.briefingSeen.${userId}`;

export function seenOn(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function rememberSeen(userId: string | undefined, date: string): void {
  if (!userId) return;
  try {
    localStorage.setItem(key(userId), date);
  } catch {
    /* private mode: the card just opens again tomorrow as today */
  }
}
