import type { User } from '@caseboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LayoutDirection } from '../lib/tree-layout';

/** The query key under which the auth feature keeps the signed-in user (features/auth/api/get-me.ts). */
const SIGNED_IN_USER_KEY = ['auth', 'me'] as const;

function storageKey(userId: number | undefined): string {
  return `caseboard.tree-direction.${userId ?? 'anonymous'}`;
}

function read(key: string): LayoutDirection {
  try {
    return window.localStorage.getItem(key) === 'vertical' ? 'vertical' : 'horizontal';
  } catch {
    return 'horizontal'; // storage refused (private mode, opaque origin): the default layout
  }
}

/** The tree layout a person prefers (left to right or top down), remembered per user in this browser. */
export function useTreeDirection(): [LayoutDirection, (direction: LayoutDirection) => void] {
  const queryClient = useQueryClient();
  const key = storageKey(queryClient.getQueryData<User | null>(SIGNED_IN_USER_KEY)?.id);
  const [direction, setDirection] = useState(() => read(key));
  const choose = useCallback(
    (next: LayoutDirection) => {
      setDirection(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // not remembered; the choice still holds for this visit
      }
    },
    [key],
  );
  return [direction, choose];
}
