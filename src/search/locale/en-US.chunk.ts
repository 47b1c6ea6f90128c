/** The search palette's texts (src/search). */
const en = {
  mds: {
    search: {
      title: 'Search',
      placeholder: 'Search pages and records…',
      results: 'Results',
      pages: 'Pages',
      records: 'Records',
      hint: 'Type a page name, or a part of a record’s name or number',
      none: 'Nothing found',
      failed: 'The search failed; pages are still found',
    },
  },
};
export default en;
