import type en from './en-US.chunk';

const zh: typeof en = {
  mds: {
    engine: {
      conflict: {
        by: '%{name} 于 %{time}（%{ago}）修改了此记录。',
        at: '此记录已于 %{time}（%{ago}）被修改。',
        meanwhile: '此记录在你打开后已被修改。',
        noRows: '你能看到的字段均无差异。',
        field: '字段',
        theirs: '当前',
        notYours: '你未修改：保留对方的值',
        update: {
          title: '他人已修改此记录：未保存任何内容',
          rows: '以下字段不同：',
          other: '你的',
          theirs: '使用对方的版本',
          mine: '在其上保存我的修改',
          hint: '在其上保存只写入你修改过的字段，保留对方的其他修改；若记录再次被修改，会再次被拒绝。',
        },
        delete: {
          title: '他人已修改此记录：未删除',
          rows: '以下字段在你打开后已更改：',
          other: '你打开时',
          theirs: '保留记录',
          mine: '仍然删除',
        },
        transition: {
          title: '他人已修改此记录：未执行任何操作',
          rows: '以下字段在你打开后已更改：',
          other: '你打开时',
          theirs: '查看当前版本',
        },
      },
    },
  },
};
export default zh;
