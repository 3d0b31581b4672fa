/** Log out from the header or a drawer; the HTTP client is loaded only when needed. */
export async function signOut(navigate: (url: string) => void, currentPath: string): Promise<void> {
  const session = await import('../api/session.ts');
  await session.signOut(navigate, currentPath);
}
