/** The API serves avatars under /api: with a separate API origin the image lives there too. */
export const avatarUrl = (path: string | undefined): string | undefined =>
  !path ? undefined : path.startsWith('/api/') ? `${import.meta.env.VITE_API_BASE_URL ?? ''}${path}` : path;
