import { Group, Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name, in the user's language. */
  closeLabel: string;
  size?: ModalRootProps['size'];
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog named by its title. Built from Mantine's compound parts so the title bar is
 * a <div>: Mantine's <header> inside a dialog would be read as a second banner landmark.
 */
export function AppDialog({
  opened,
  onClose,
  title,
  closeLabel,
  size = 'md',
  fullScreen = false,
  children,
}: AppDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} fullScreen={fullScreen}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
