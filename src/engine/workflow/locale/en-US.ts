/** The workflows' texts: the transitions, why the API refused one, the history, the bulk transitions (src/engine/bulk). */
const en = {
  mds: {
    engine: {
      workflow: {
        actions: 'Workflow actions',
        done: '%{transition}: done',
        history: {
          title: 'History',
          empty: 'No changes of state yet',
          change: '%{transition}: %{from} → %{to}',
          by: '%{time} by %{actor}',
          given: '%{field}: %{value}',
          system: 'System',
          cause: 'because of “%{transition}” on %{resource} #%{id}',
          sweep: 'by the scheduled expiry check',
          partial: '%{transition}: approval %{n} of %{count}, waiting for the next approver',
          retired: 'Retired field “%{field}”: %{value}',
          extra: { reason: 'Override reason', confirm: 'Checked by eye', sha256: 'File checked (sha256)' },
        },
        extra: {
          checks: 'Reason to decide despite the conflict',
          disclosure: 'Reason to decide despite the failing disclosure rules',
          confirm: 'I checked the image by eye',
        },
        refused: {
          role: 'Your role may not take this step',
          system: 'Only the system takes this step',
          owner: 'Only the owner of the record may take this step',
          notOwner: 'You cannot decide on your own request',
          notBy: 'You took the previous step (%{transition}); another admin must take this one',
          quorum: 'You have approved already; a second admin must approve',
          past: 'The date “%{field}” has passed',
          dateAhead: '“%{field}” must be a date still ahead',
          conflict: 'The checks find a conflict: give a reason to decide despite it',
          requires: "“%{field}” must be filled in: a dataset's use conditions ask for it",
          manual: 'The image is checked by eye: confirm that you looked at it',
          disclosure: 'The disclosure rules fail: give a reason to decide despite them',
          fileUnseen: 'Look at the file before deciding: the console did not say which file you saw',
          fileChanged: 'The file changed since you looked at it: look again',
          fileChangedSince: 'The file changed since “%{transition}”: it must be checked again',
          noFile: 'The record has no file to check',
          reference: '%{field} is “%{state}”: it must be %{needed}',
          referenceNow: '%{field} is “%{state}”',
          referenceMissing: '%{field} names a record that no longer exists',
          state: 'The record is “%{state}” now: this step no longer applies',
          quoted: '“%{text}”',
        },
        bulk: {
          selected: 'On %{smart_count} selected record |||| On %{smart_count} selected records',
          done: '%{transition}: done on %{smart_count} record |||| %{transition}: done on %{smart_count} records',
          partly: '%{transition}: %{done} done, %{refused} refused',
          refusedTitle: '%{transition}: %{smart_count} record left as it was |||| %{transition}: %{smart_count} records left as they were',
        },
      },
    },
  },
};
export default en;
