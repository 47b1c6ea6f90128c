import type en from './en-US';

const zh: typeof en = {
  mds: {
    engine: {
      columns: { button: '列', title: '选择列', up: '上移 %{name}', down: '下移 %{name}', reset: '重置列' },
      export: { progress: '正在导出 %{done} / %{total}…', done: '已导出 %{count} 行' },
      drawer: { edit: '编辑%{name}' },
      import: { rowFailed: '第 %{line} 行：%{message}', shown: '显示 %{total} 行中的 %{shown} 行，有错误的行在前' },
      checks: { conflict: '%{record}：%{against}（%{field}：%{value}）' },
      file: {
        hint: '%{types}，不超过 %{max} MB；按内容检查',
        drop: '将文件拖到此处，或点击选择文件',
        download: '下载 %{name}',
        failed: '文件下载失败：%{message}',
        size: '%{size} KB',
      },
      views: {
        button: '视图',
        title: '已保存的视图',
        empty: '还没有保存的视图',
        save: '保存当前视图…',
        saveTitle: '保存此视图',
        manage: '管理视图',
        copy: '复制 %{name} 的链接',
        delete: '删除 %{name}',
        saved: '视图“%{name}”已保存',
        deleted: '视图“%{name}”已删除',
        copied: '链接已复制',
        copyFailed: '请复制此链接：%{link}',
        notFound: '该视图不存在（或不属于您）',
      },
    },
  },
};
export default zh;
