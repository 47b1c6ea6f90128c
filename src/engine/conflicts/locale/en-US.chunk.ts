/** The texts of a write refused because someone else changed the record first (src/engine/conflicts). */
const en = {
  mds: {
    engine: {
      conflict: {
        by: '%{name} changed this record at %{time} (%{ago}).',
        at: 'This record was changed at %{time} (%{ago}).',
        meanwhile: 'This record was changed after you opened it.',
        noRows: 'None of the fields you can see differ.',
        field: 'Field',
        theirs: 'Now',
        notYours: 'Not changed by you: theirs is kept',
        update: {
          title: 'Someone else changed this record: nothing was saved',
          rows: 'These fields differ:',
          other: 'Yours',
          theirs: 'Use theirs',
          mine: 'Save mine on top',
          hint: 'Saving yours on top writes only the fields you changed, keeps their other changes, and is refused again if the record changes once more.',
        },
        delete: {
          title: 'Someone else changed this record: nothing was deleted',
          rows: 'These fields changed since you opened it:',
          other: 'When you opened it',
          theirs: 'Keep it',
          mine: 'Delete anyway',
        },
        transition: {
          title: 'Someone else changed this record: nothing was done',
          rows: 'These fields changed since you opened it:',
          other: 'When you opened it',
          theirs: 'Show it as it is now',
        },
      },
    },
  },
};
export default en;
