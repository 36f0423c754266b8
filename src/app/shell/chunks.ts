/** The Ionic shell's chunk: Ionic, the router and every screen's frame. The login page does without it. */
export const ionicShellChunk = () => import('./IonicShell');
