/**
 * The brief confirmation of a form's 'Salvar' the server accepted (product, portion, option group, option, a
 * category's new name, QR code, Delivery, the menu mode). The spec names no text for these; the saves it does name
 * keep theirs ('Capa alterada.', 'Ordem alterada com sucesso.').
 */
export const CHANGES_SAVED = 'Alterações salvas.';
