/** The texts of a list and a form kept live (src/engine/live). */
const en = {
  mds: {
    engine: {
      live: {
        changes: '%{smart_count} change elsewhere — refresh |||| %{smart_count} changes elsewhere — refresh',
        editing: '%{names} is editing this record |||| %{names} are editing this record',
        and: ', ',
        system: 'The system',
        changed: '%{name} changed this record at %{time} (%{ago}).',
        changedFields: '%{name} changed this record at %{time} (%{ago}): %{fields}.',
        deleted: '%{name} deleted this record at %{time} (%{ago}).',
        reload: 'Reload',
      },
    },
  },
};
export default en;
