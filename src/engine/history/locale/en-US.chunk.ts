/** The History panel's texts (src/engine/history): a record's revisions, their changes, and a revert to one. */
const en = {
  mds: {
    engine: {
      history: {
        title: 'Change history',
        empty: 'No changes recorded yet',
        more: 'Load more',
        by: 'by %{actor}',
        system: 'System',
        none: '(none)',
        field: '%{field}: ',
        action: { create: 'Created', update: 'Edited', revert: 'Reverted', delete: 'Deleted', restore: 'Restored' },
        revert: 'Revert',
        revertTo: 'Revert to the version of %{time}',
        confirm: {
          title: 'Revert to the version of %{time}?',
          changes: 'These fields will change:',
          nothing: 'No field you may edit differs from that version.',
        },
        reverted: 'Record reverted',
        changedMeanwhile: 'Someone else changed the record since its history was shown: nothing was reverted. It has been read again.',
      },
    },
  },
};
export default en;
