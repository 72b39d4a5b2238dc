import { describe, expect, it } from "vitest";
import { readXmp } from "./xmp.ts";

const PACKET = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:stEvt="http://ns.adobe.com/xap/1.0/sType/ResourceEvent#"
    xmp:CreateDate="2026-03-14T09:30:00+01:00" pdf:Producer="Adobe PDF Library 17.0">
   <xmp:ModifyDate>2026-03-15T18:02:11+01:00</xmp:ModifyDate>
   <xmp:CreatorTool>Microsoft® Word pour Microsoft 365</xmp:CreatorTool>
   <dc:creator><rdf:Seq><rdf:li>Marie Dupont</rdf:li><rdf:li>Nguyễn Văn An</rdf:li></rdf:Seq></dc:creator>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Note budgétaire</rdf:li></rdf:Alt></dc:title>
   <xmpMM:DocumentID>uuid:1111</xmpMM:DocumentID>
   <xmpMM:InstanceID>uuid:2222</xmpMM:InstanceID>
   <xmpMM:History>
    <rdf:Seq>
     <rdf:li stEvt:action="created" stEvt:when="2026-03-14T09:30:00+01:00" stEvt:softwareAgent="Microsoft Word"/>
     <rdf:li rdf:parseType="Resource">
      <stEvt:action>saved</stEvt:action>
      <stEvt:when>2026-03-15T18:02:11+01:00</stEvt:when>
      <stEvt:softwareAgent>Adobe Acrobat Pro 24.1</stEvt:softwareAgent>
      <stEvt:changed>/</stEvt:changed>
     </rdf:li>
    </rdf:Seq>
   </xmpMM:History>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;

describe("readXmp", () => {
  it("reads dates, tools, people, ids and the history, as attributes or elements", () => {
    expect(readXmp(PACKET)).toEqual({
      createDate: "2026-03-14T09:30:00+01:00",
      modifyDate: "2026-03-15T18:02:11+01:00",
      creatorTool: "Microsoft® Word pour Microsoft 365",
      producer: "Adobe PDF Library 17.0",
      creators: ["Marie Dupont", "Nguyễn Văn An"],
      title: "Note budgétaire",
      documentId: "uuid:1111",
      instanceId: "uuid:2222",
      history: [
        { action: "created", when: "2026-03-14T09:30:00+01:00", softwareAgent: "Microsoft Word" },
        {
          action: "saved",
          when: "2026-03-15T18:02:11+01:00",
          softwareAgent: "Adobe Acrobat Pro 24.1",
          changed: "/",
        },
      ],
    });
  });

  it("gives nothing for what is not XML, or too large", () => {
    expect(readXmp("<x:xmpmeta")).toBeUndefined();
    expect(readXmp("not xml at all")).toBeUndefined();
    expect(readXmp(`<a>${" ".repeat(4_000_001)}</a>`)).toBeUndefined();
  });
});
