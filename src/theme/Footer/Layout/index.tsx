import type { ReactNode } from 'react';
import Layout from '@theme-original/Footer/Layout';
import type LayoutType from '@theme/Footer/Layout';
import type { WrapperProps } from '@docusaurus/types';
import FooterBrand from '@site/src/components/FooterBrand';
import { cosyLine } from '@site/src/config/brand';

export default function LayoutWrapper(props: WrapperProps<typeof LayoutType>): ReactNode {
  return (
    <Layout
      {...props}
      links={
        <>
          <FooterBrand />
          {props.links}
        </>
      }
      copyright={
        <>
          <p className="margin-bottom--xs">{cosyLine}</p>
          {props.copyright}
        </>
      }
    />
  );
}
