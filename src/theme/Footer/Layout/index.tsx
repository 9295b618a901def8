import type { ReactNode } from 'react';
import Layout from '@theme-original/Footer/Layout';
import type LayoutType from '@theme/Footer/Layout';
import type { WrapperProps } from '@docusaurus/types';
import FooterBrand from '@site/src/components/FooterBrand';
import { cosyLine } from '@site/src/config/brand';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
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
