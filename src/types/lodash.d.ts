declare module 'lodash/kebabCase' {
  export default function kebabCase(value: string): string;
}
