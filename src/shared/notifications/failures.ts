/** The spec's notification titles for a change or a removal the server refused or never received, on every screen. */
export const UPDATE_FAILED = 'Não foi possível alterar.';
export const REMOVE_FAILED = 'Não foi possível remover.';
