import type { CreatedShareLink, ShareLink } from '@fieldbook/domain/inspections';
import { Alert, Badge, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/share-links-api';
import { expiryOfDay, shareLinkState } from '../share-link-state';

const STATE_COLOURS = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** One existing link: who made it and when, until when it works, and revoke while it does. */
function LinkRow({ link, inspectionId }: { link: ShareLink; inspectionId: string }) {
  const { t, i18n } = useTranslation('inspection-report');
  const revoke = useRevokeShareLink(inspectionId);
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const state = shareLinkState(link, new Date());
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`share-link-${link.id}`} data-state={state}>
      <Stack gap={0}>
        <Text size="sm">
          {link.created_by
            ? t('share.createdBy', { name: link.created_by.name, at: at(link.created_at) })
            : t('share.createdAt', { at: at(link.created_at) })}
        </Text>
        <Text size="xs" c="dimmed">
          {link.expires_at ? t('share.expires', { at: at(link.expires_at) }) : t('share.noExpiry')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Badge size="sm" variant="light" color={STATE_COLOURS[state]} c="var(--mantine-color-text)" tt="none">
          {t(`share.state.${state}`)}
        </Badge>
        {state === 'active' && (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(link.id)}
            aria-label={t('share.revokeLabel', { at: at(link.created_at) })}
            data-testid="share-revoke"
          >
            {t('share.revoke')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** The link just made, with a copy button: its token is never shown again (ADR 201). */
function CreatedLink({ link }: { link: CreatedShareLink }) {
  const { t } = useTranslation('inspection-report');
  return (
    <Alert color="green" variant="light" role="status" data-testid="share-created">
      <Text size="sm" mb="xs">
        {t('share.created')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('share.linkLabel')}
          value={link.url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1 }}
          data-testid="share-url"
        />
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'filled' : 'default'} onClick={copy} data-testid="share-copy">
              {t(copied ? 'share.copied' : 'share.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}

/**
 * "Share": a dialog that makes a public, read-only link to this report (optionally expiring at the end of a chosen
 * day), shows it once to copy, and lists the inspection's links with a way to revoke each.
 */
export function ShareDialog({ inspectionId, onClose }: { inspectionId: string; onClose: () => void }) {
  const { t } = useTranslation('inspection-report');
  const [day, setDay] = useState('');
  const links = useShareLinks(inspectionId, true);
  const create = useCreateShareLink(inspectionId);
  const today = new Date();
  const min = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return (
    <Modal opened onClose={onClose} title={t('share.title')} size="lg" data-testid="share-dialog">
      <Stack>
        <Text size="sm">{t('share.intro')}</Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            type="date"
            min={min}
            label={t('share.expiresOn')}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
            data-testid="share-expiry"
          />
          <Button
            loading={create.isPending}
            onClick={() => create.mutate(expiryOfDay(day))}
            data-testid="share-create"
          >
            {t('share.create')}
          </Button>
        </Group>
        {create.data && <CreatedLink link={create.data} />}
        <Text fw={600} size="sm" component="h3" m={0}>
          {t('share.existing')}
        </Text>
        {links.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('share.none')}
          </Text>
        )}
        {links.data?.map((link) => (
          <LinkRow key={link.id} link={link} inspectionId={inspectionId} />
        ))}
      </Stack>
    </Modal>
  );
}
