// Issue 18: replay screens.
export const replay = {
  title: 'Replay',
};
