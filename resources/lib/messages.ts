/**
 * Validation messages the declarations' rules produce beyond react-admin's own `ra.validation.*`,
 * in both locales. The fake API renders them in English for the envelope's `data.errors`.
 */
export const validationMessages = {
  'en-US': {
    string: 'Must be text',
    integer: 'Must be a whole number',
    date: 'Must be a date',
    boolean: 'Must be yes or no',
    url: 'Must be a link starting with http:// or https://',
    unknown: 'Unknown field',
    readonly: 'This field cannot be changed',
    transition: 'This change of state is not allowed',
    duplicate: 'The same value is in another row of the file',
  },
  'zh-CN': {
    string: '必须是文本',
    integer: '必须是整数',
    date: '必须是日期',
    boolean: '必须是“是”或“否”',
    url: '必须是以 http:// 或 https:// 开头的链接',
    unknown: '未知字段',
    readonly: '此字段不可修改',
    transition: '不允许此状态变更',
    duplicate: '文件中另一行已有相同的值',
  },
} as const;
