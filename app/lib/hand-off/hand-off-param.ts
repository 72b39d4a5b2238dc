/** The query parameter that carries a hand-off's id (app/lib/hand-off/hand-off.ts). Apart, so that a page that
 * may receive one does not load the storage code until its address names a hand-off. */
export const HAND_OFF_PARAM = "from";
