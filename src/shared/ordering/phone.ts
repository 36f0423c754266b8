/** '(11) 98765-4321' from the stored '5511987654321'; anything unexpected is shown as it came. */
export function phoneTextOf(mobile: string | null): string | null {
  if (!mobile) return null;
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(mobile);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : mobile;
}
