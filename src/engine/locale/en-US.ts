/** The declaration engine's own texts (list toolbar, views, export, bulk actions, forms, workflows). */
const en = {
  mds: {
    engine: {
      columns: { button: 'Columns', title: 'Choose columns', up: 'Move %{name} up', down: 'Move %{name} down', reset: 'Reset columns' },
      export: { progress: 'Exporting %{done} of %{total}…', done: '%{count} rows exported' },
      drawer: { edit: 'Edit %{name}' },
      import: { rowFailed: 'Row %{line}: %{message}', shown: 'Showing %{shown} of %{total} rows, those with errors first' },
      checks: { conflict: '%{record}: %{against} (%{field}: %{value})' },
      file: {
        hint: '%{types}, at most %{max} MB; checked by its content',
        drop: 'Drop a file here, or click to choose one',
        download: 'Download %{name}',
        failed: 'The file could not be downloaded: %{message}',
        size: '%{size} KB',
      },
      views: {
        button: 'Views',
        title: 'Saved views',
        empty: 'No saved views yet',
        save: 'Save current view…',
        saveTitle: 'Save this view',
        manage: 'Manage views',
        copy: 'Copy link to %{name}',
        delete: 'Delete %{name}',
        saved: 'View "%{name}" saved',
        deleted: 'View "%{name}" deleted',
        copied: 'Link copied',
        copyFailed: 'Copy this link: %{link}',
        notFound: 'That view does not exist (or is not yours)',
      },
    },
  },
};
export default en;
