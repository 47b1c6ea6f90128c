import type en from './en-US';

const zh: typeof en = {
  mds: {
    engine: {
      checks: {
        requirement: {
          title: '作出决定前仍须补充',
          fill: '%{resource}“%{record}”标记为 %{code}：请填写%{fields}',
          tick: '%{resource}“%{record}”标记为 %{code}：请勾选%{fields}',
        },
      },
    },
  },
};
export default zh;
