import { Flex, Typography } from 'antd';

/** A cell of two lines: the main text, and a smaller secondary one under it. */
export function Stacked({ main, sub, maxWidth }: { main: string; sub: string; maxWidth?: number }) {
  return (
    <Flex vertical style={maxWidth ? { maxWidth } : undefined}>
      <span>{main}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {sub}
      </Typography.Text>
    </Flex>
  );
}
