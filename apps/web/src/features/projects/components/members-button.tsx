import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { MembersDialog, type MembersProject } from './members-dialog';

/** The "Members" button and its dialog, for any project screen (the workspace reaches it through the app layer). */
export function MembersButton({ project }: { project: MembersProject }) {
  const { t } = useTranslation('projects');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Icon name="members" />
        {t('members.open')}
      </Button>
      <MembersDialog project={project} open={open} onOpenChange={setOpen} />
    </>
  );
}

export default MembersButton;
