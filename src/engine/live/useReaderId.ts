import { useGetIdentity, type Identifier } from 'react-admin';

/**
 * The signed-in reader's user id, as the console already knows it (the navbar's identity): told
 * apart from the actor of each live event. Never asked for again here: the stream's parts mount
 * late, and a mount of theirs must not cost a request.
 */
export function useReaderId(): Identifier | undefined {
  return useGetIdentity({ enabled: false }).identity?.id;
}
