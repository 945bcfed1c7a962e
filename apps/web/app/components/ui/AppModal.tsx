import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Group, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Logo } from '../layout/Logo';
import { MantineArea } from './MantineArea';

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title?: string;
  showLogo?: boolean;
  paragraphs?: string[];
  images?: { src: string; alt: string }[];
  children?: ReactNode;
  /** Yes/no buttons with the caller's labels (e.g. Ekle / Vazgeç). */
  confirm?: { yesLabel: string; noLabel: string; onYes: () => void; onNo?: () => void };
  printable?: boolean;
  loading?: boolean;
  error?: string | null;
  success?: string | null;
  /** When true a click on the dimmed overlay does not close the dialog. */
  disableOutsideClick?: boolean;
}

/**
 * The shop's dialog: dimmed full-screen overlay, close icon titled
 * Kapat, width 35% (95% under 800 px), at most 30rem wide, z-index 1002.
 */
export function AppModal(props: AppModalProps) {
  const { confirm } = props;
  const narrow = useMediaQuery('(max-width: 800px)');
  return (
    <MantineArea>
      <Modal
        opened={props.opened}
        onClose={props.onClose}
        title={props.title}
        zIndex={1002}
        size={narrow ? '95%' : '35%'}
        centered
        closeOnClickOutside={!props.disableOutsideClick}
        closeButtonProps={{ title: 'Kapat', 'aria-label': 'Kapat' }}
        overlayProps={{ backgroundOpacity: 0.55 }}
        classNames={{ content: 'app-modal' }}
      >
        {props.showLogo ? (
          <div className="app-modal__logo">
            <Logo />
          </div>
        ) : null}
        {props.loading ? (
          <Group justify="center" p="md">
            <Loader aria-label="Yükleniyor" />
          </Group>
        ) : null}
        {props.error ? (
          <Alert color="red" role="alert" mb="sm">
            {props.error}
          </Alert>
        ) : null}
        {props.success ? (
          <Alert color="green" role="status" mb="sm">
            {props.success}
          </Alert>
        ) : null}
        {props.paragraphs?.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {props.images?.map((image) => (
          <img key={image.src} src={image.src} alt={image.alt} className="app-modal__image" />
        ))}
        {props.children}
        {confirm || props.printable ? (
          <Group justify="flex-end" mt="md">
            {props.printable ? (
              <Button
                variant="subtle"
                onClick={() => window.print()}
                title="Yazdır"
                aria-label="Yazdır"
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M7 3h10v4H7V3Zm-2 5h14a3 3 0 0 1 3 3v6h-4v4H6v-4H2v-6a3 3 0 0 1 3-3Zm3 8v3h8v-3H8Z"
                  />
                </svg>
              </Button>
            ) : null}
            {confirm ? (
              <>
                <Button variant="default" onClick={confirm.onNo ?? props.onClose}>
                  {confirm.noLabel}
                </Button>
                <Button onClick={confirm.onYes}>{confirm.yesLabel}</Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Modal>
    </MantineArea>
  );
}
