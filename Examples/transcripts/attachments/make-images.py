#!/usr/bin/env python3
"""Draws the example pictures of attachments.json (python3 standard library only): run it in this folder."""
import os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
import zlib, struct, math, random
def png(path, w, h, px):
    rows=[]
    for y in range(h):
        r=bytearray([0])
        for x in range(w): r+=bytes(px(x,y))
        rows.append(bytes(r))
    data=zlib.compress(b''.join(rows),9)
    def chunk(t,d): return struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff)
    open(path,'wb').write(b'\x89PNG\r\n\x1a\n'+chunk(b'IHDR',struct.pack('>IIBBBBB',w,h,8,2,0,0,0))+chunk(b'IDAT',data)+chunk(b'IEND',b''))
def lerp(a,b,t): return tuple(int(a[i]+(b[i]-a[i])*t) for i in range(3))
def clamp(v): return max(0,min(255,int(v)))
# 1 sunset over mountains
def sunset(x,y,w=480,h=360):
    t=y/h; c=lerp((255,140,90),(60,40,110),1-t) if t<0.6 else (0,0,0)
    sx,sy=300,190; d=math.hypot(x-sx,y-sy)
    if True:
        c=lerp((40,50,120),(255,150,80),min(1,t/0.6))
        if d<40: c=(255,230,150)
        elif d<80: c=lerp((255,230,150),c,(d-40)/40)
    m1=230+40*math.sin(x/55)+20*math.sin(x/17+1)
    m2=270+25*math.sin(x/40+2)+10*math.sin(x/9)
    if y>m1: c=lerp((90,60,110),(50,30,70),min(1,(y-m1)/80))
    if y>m2: c=lerp((35,25,55),(20,15,35),min(1,(y-m2)/90))
    return c
# 2 ocean
def ocean(x,y,w=480,h=360):
    if y<150: c=lerp((120,190,240),(200,230,250),y/150)
    else:
        wave=6*math.sin(x/20+y/8)
        c=lerp((30,120,180),(10,60,110),(y-150)/210); c=tuple(clamp(v+wave) for v in c)
    if 150<=y<158: c=(240,240,230)
    return c
# 3 forest
def forest(x,y,w=360,h=480):
    c=lerp((180,220,190),(40,90,60),y/h)
    for i,tx in enumerate(range(20,360,55)):
        top=120+((i*37)%90); half=(y-top)*0.35
        if y>top and abs(x-tx)<half and y<top+260: c=lerp((30,100,50),(15,60,30),(y-top)/260)
    if y>400: c=(70,50,30)
    return c
# 4 city night
def city(x,y,w=480,h=360):
    c=lerp((10,15,45),(50,40,90),y/h)
    random.seed(x//40)
    bh=random.randint(90,260)
    if y>h-bh:
        c=(25,25,40)
        if (x%40)>6 and (x%40)<34 and (x%10)<5 and (y%14)<7 and random.Random(x//10*1000+y//14).random()<0.6: c=(250,210,120)
    return c
# 5 desert
def desert(x,y,w=480,h=360):
    c=lerp((250,200,150),(255,240,210),y/180) if y<180 else (0,0,0)
    d=220+30*math.sin(x/70)+12*math.sin(x/23)
    if y>=d or y>=180:
        c=lerp((230,170,100),(190,120,60),min(1,max(0,(y-d))/140))
    if math.hypot(x-120,y-90)<28: c=(255,250,230)
    return c
# 6 flowers
def flowers(x,y,w=400,h=400):
    c=lerp((120,180,90),(60,120,50),y/h)
    for (fx,fy,col) in [(100,120,(240,90,120)),(280,90,(250,200,60)),(200,260,(200,100,230)),(320,300,(250,130,60)),(80,320,(255,255,255))]:
        d=math.hypot(x-fx,y-fy); a=math.atan2(y-fy,x-fx)
        r=38+12*math.cos(5*a)
        if d<14: c=(250,220,80)
        elif d<r: c=col
    return c
imgs={'sunset.png':(480,360,sunset),'ocean.png':(480,360,ocean),'forest.png':(360,480,forest),'city.png':(480,360,city),
      'desert.png':(480,360,desert),'flowers.png':(400,400,flowers)}
for n,(w,h,f) in imgs.items(): png(n,w,h,f)
# video thumbnail: ocean variant; giphy: bold shapes
def giphy(x,y):
    c=lerp((255,80,140),(120,60,255),(x+y)/600)
    if math.hypot(x-150,y-150)<80: c=(255,230,60)
    if math.hypot(x-125,y-130)<10 or math.hypot(x-175,y-130)<10: c=(40,30,60)
    if 170<y<185 and abs(x-150)<40-(y-170): c=(40,30,60)
    return c
png('giphy.png',300,300,giphy)
png('link-preview.png',480,240,lambda x,y: city(x,y+120))
