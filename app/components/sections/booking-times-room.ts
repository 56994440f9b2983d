/**
 * The room the booking part keeps for the picker's free times while they load, when the visitor
 * came to book (`data-arrived` on the part: ~/booking/arrival.ts): the plain date and hour, then
 * "Loading…", are drawn as tall as a day of times, so that nothing on screen moves when the times
 * arrive. About a day's height of times at each width (2026-12-02: 532 to 540 px on a phone,
 * 508 px from `sm`). A visitor without JavaScript, or who opens the part, has no such room.
 */
export const timesRoom =
  "group-data-arrived:min-h-[33.5rem] sm:group-data-arrived:min-h-[31.75rem]";
