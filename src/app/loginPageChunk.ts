/** The login page's chunk: App renders it lazily, and a signed-out start asks for it before React renders. */
export const loginPageChunk = () => import('@/features/auth/pages/LoginPage');
