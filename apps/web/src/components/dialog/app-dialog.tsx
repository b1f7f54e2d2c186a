import { Group, Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /**
   * The close button's accessible name, in the user's language. The caller words it: the
   * About dialog draws before i18next has loaded (decision 0041).
   */
  closeLabel: string;
  size?: ModalRootProps['size'];
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * Every dialog of the app (Biome refuses Mantine's Modal anywhere else): named by its title,
 * with a close button that always has an accessible name. Built from Mantine's compound parts
 * so the title bar is a <div>: Mantine's <header> inside a dialog would be read as a second
 * banner landmark.
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
