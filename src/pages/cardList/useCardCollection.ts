import { keepPreviousData } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../api';
import type { ListPage } from './cardTypes';

/** One card collection, filtered on the server by title; the previous cards stay while a new search loads. */
export function useCardCollection<T>(endpoint: string, search: string) {
  return useApiQuery<ListPage<T>>(
    endpoint,
    { query: { pageSize: 100, sort: 'id', order: 'asc', title: search.trim() || undefined } },
    { placeholderData: keepPreviousData },
  );
}

/** A write to one card (PATCH or DELETE); its collection is read again afterwards. */
export function useCardMutation<Body = unknown>(endpoint: string, id: number, method: 'PATCH' | 'DELETE' = 'PATCH') {
  return useApiMutation<unknown, Body>(`${endpoint}/${id}`, { method, invalidates: [endpoint] });
}
