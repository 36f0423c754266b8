/** The text to show for a failure: the server's message when there is one. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Erro inesperado.';
}
