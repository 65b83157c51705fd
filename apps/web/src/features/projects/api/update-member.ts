import type { MemberRole, ProjectMember, ProjectMemberList } from '@caseboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';
import { toast } from '@/lib/toast';
import { errorText } from '../error-text';

export const updateMember = ({
  projectId,
  memberId,
  role,
}: {
  projectId: number;
  memberId: number;
  role: MemberRole;
}) => apiFetch<ProjectMember>(`/api/v1/projects/${projectId}/members/${memberId}`, { method: 'PATCH', body: { role } });

/** Changes a member's role: shown at once, rolled back with a toast if the server refuses. */
export function useUpdateMember(projectId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['projects', 'common']);
  const key = projectKeys.membersAll(projectId);
  return useMutation({
    mutationKey: [...key, 'update'],
    mutationFn: ({ memberId, role }: { memberId: number; role: MemberRole }) =>
      updateMember({ projectId, memberId, role }),
    onMutate: async ({ memberId, role }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<ProjectMemberList>({ queryKey: key });
      queryClient.setQueriesData<ProjectMemberList>({ queryKey: key }, (list) =>
        list ? { ...list, results: list.results.map((m) => (m.id === memberId ? { ...m, role } : m)) } : list,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
      console.error('Changing the role failed; it was rolled back.', error);
      toast.error(t('members.toast.roleFailed'), errorText(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
