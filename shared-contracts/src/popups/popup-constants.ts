// No zod here: the popup engine imports these and must not bundle any schema (issue 15's 15 KB budget).
/** Spec 9 popup time frames (seconds). */
export const POPUP_TIME_FRAMES = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
