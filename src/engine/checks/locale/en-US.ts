/** The declared checks' texts beyond the conflicts (src/engine/locale): the fields a referenced record's codes ask for. */
const en = {
  mds: {
    engine: {
      checks: {
        requirement: {
          title: 'Still to give before a decision',
          fill: '%{resource} “%{record}” is marked %{code}: fill in %{fields}',
          tick: '%{resource} “%{record}” is marked %{code}: tick %{fields}',
        },
      },
    },
  },
};
export default en;
