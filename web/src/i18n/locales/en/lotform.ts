// Issue 17 screens: keys added by the part that builds them.
export const lotform = {};
