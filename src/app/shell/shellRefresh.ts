import { createContext, useContext } from 'react';

/**
 * Asks the shell to look at the address again. The Ionic shell's router moves the address without the outer
 * shell knowing; a signed-out visitor it sends to /login must be handed over to the login page.
 */
export const ShellRefreshContext = createContext<() => void>(() => undefined);

export const useShellRefresh = () => useContext(ShellRefreshContext);
