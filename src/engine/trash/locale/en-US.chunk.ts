/** A list's trash (src/engine/trash): deleted records, restored or purged for good. */
const en = {
  mds: {
    engine: {
      trash: {
        title: 'Trash: %{name}',
        empty: 'The trash is empty',
        deletedBy: 'Deleted by',
        deletedAt: 'Deleted at',
        system: 'System',
        select: 'Select %{label}',
        restore: 'Restore',
        restoreOne: 'Restore %{label}',
        restoreSelected: 'Restore %{smart_count} selected',
        restored: '%{smart_count} record restored |||| %{smart_count} records restored',
        purge: 'Purge',
        purgeOne: 'Purge %{label}',
        purgeSelected: 'Purge %{smart_count} selected',
        purged: '%{smart_count} record purged |||| %{smart_count} records purged',
        confirmTitle: 'Purge %{smart_count} record for good? |||| Purge %{smart_count} records for good?',
        confirmContent: 'A purged record cannot be restored.',
        failed: '%{label} was not restored: %{reason}',
        taken: 'another record now holds its %{fields}',
      },
    },
  },
};
export default en;
