'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Claim } from '@/lib/contract/subsidy/claim';
import { SUBSIDY_PERMISSIONS } from '@/lib/contract/subsidy/permissions';
import { CLAIM_STATUSES } from '@/lib/contract/subsidy/states';
import { ClaimStatusBadge, useSubsidyLabels } from '@/components/subsidy/labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTimeCell, ListPage, useKitList } from '../../kit';
import { usePermissionNames } from '../../kit';
import { claimHref } from './claim-href';
import { NewClaimDialog } from './new-claim-dialog';
import { CLAIMS } from './subsidy-api';

/**
 * 补贴申领: the claims queue in the manager's scope. An institution sees its own claims and creates
 * them; a city reviews those awaiting review (the default for reviewers); the province sees all.
 */
export default function SubsidyClaimsPage() {
  const t = useTranslations('ManageSubsidyClaims');
  const labels = useSubsidyLabels();
  const permissions = usePermissionNames();
  const mayCreate = permissions.has(SUBSIDY_PERMISSIONS.claims);
  const list = useKitList<Claim>(CLAIMS, {}, ['status', 'keyword']);
  const [creating, setCreating] = useState(false);

  return (
    <ListPage<Claim>
      title={t('title')} list={list} rowTestId="claim-row" filtersLabel={t('filters')}
      toolbar={mayCreate ? <Button variant="manage" size="sm" onClick={() => setCreating(true)}>{t('new')}</Button> : undefined}
      filters={[
        { key: 'status', label: t('status'), type: 'select', options: CLAIM_STATUSES.map((s) => ({ value: s, label: labels.status(s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'no', label: t('claimNo'), nowrap: true, render: (c) => (
          <Link href={claimHref(c.id)} className="font-mono text-manage-700 hover:underline" aria-label={t('open', { no: c.claim_no })}>{c.claim_no}</Link>
        ) },
        { key: 'class', label: t('class'), render: (c) => c.class_title },
        { key: 'org', label: t('organization'), render: (c) => c.organization_name ?? '—' },
        { key: 'occupation', label: t('occupation'), render: (c) => `${c.occupation_name ?? ''} · ${labels.level(c.level)}` },
        { key: 'learners', label: t('learners'), nowrap: true, render: (c) => t('learnersValue', { eligible: c.eligible_count, total: c.learner_count }) },
        { key: 'total', label: t('total'), nowrap: true, className: 'text-right', render: (c) => <span className="tabular-nums">{labels.yuan(c.total_fen)}</span> },
        { key: 'approved', label: t('approved'), nowrap: true, className: 'text-right', render: (c) => <span className="tabular-nums">{labels.yuan(c.approved_fen)}</span> },
        { key: 'status', label: t('status'), nowrap: true, render: (c) => <ClaimStatusBadge status={c.status} /> },
        { key: 'flags', label: t('flags'), render: (c) => (
          <span className="flex flex-wrap gap-1">
            {c.fraud_signal_count > 0 && <Badge tone="warning">{t('signalCount', { n: c.fraud_signal_count })}</Badge>}
            {c.open_objection_count > 0 && <Badge tone="danger">{t('objectionCount', { n: c.open_objection_count })}</Badge>}
          </span>
        ) },
        { key: 'submitted', label: t('submittedAt'), render: (c) => <DateTimeCell value={c.submitted_at} /> },
      ]}
    >
      {mayCreate && <NewClaimDialog open={creating} onClose={() => setCreating(false)} />}
    </ListPage>
  );
}
